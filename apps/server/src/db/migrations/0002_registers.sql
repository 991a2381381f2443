CREATE TABLE "beneficio" (
	"id" varchar(4) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "beneficio_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "classe_beneficio" (
	"classe_id" varchar(4) NOT NULL,
	"beneficio_id" varchar(4) NOT NULL,
	"valor_beneficio" varchar(6),
	"dhcreation" timestamp with time zone DEFAULT now() NOT NULL,
	"uscreation" varchar(20),
	"dhedition" timestamp with time zone,
	"usedition" varchar(20),
	CONSTRAINT "classe_beneficio_classe_id_beneficio_id_pk" PRIMARY KEY("classe_id","beneficio_id")
);
--> statement-breakpoint
CREATE TABLE "cliente_tpcomplementar" (
	"cliente_id" varchar(10) NOT NULL,
	"tipoparceriacomplementar_id" varchar(10) NOT NULL,
	CONSTRAINT "cliente_tpcomplementar_cliente_id_tipoparceriacomplementar_id_pk" PRIMARY KEY("cliente_id","tipoparceriacomplementar_id")
);
--> statement-breakpoint
CREATE TABLE "cliente_tipotreinamento" (
	"cliente_id" varchar(10) NOT NULL,
	"tipotreinamento_id" varchar(4) NOT NULL,
	CONSTRAINT "cliente_tipotreinamento_cliente_id_tipotreinamento_id_pk" PRIMARY KEY("cliente_id","tipotreinamento_id")
);
--> statement-breakpoint
CREATE TABLE "estado" (
	"pais_id" varchar(2) NOT NULL,
	"id" varchar(10) NOT NULL,
	"nome" varchar(50) NOT NULL,
	CONSTRAINT "estado_pais_id_id_pk" PRIMARY KEY("pais_id","id")
);
--> statement-breakpoint
CREATE TABLE "genero" (
	"id" varchar(1) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "genero_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "idioma" (
	"id" varchar(2) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "idioma_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "pais" (
	"id" varchar(2) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"gentilico" varchar(50),
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "pais_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "parametro" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"valor" varchar(20000),
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "parametro_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tipoparceria_tipotreinamento" (
	"tipoparceria_id" varchar(4) NOT NULL,
	"tipotreinamento_id" varchar(4) NOT NULL,
	CONSTRAINT "tipoparceria_tipotreinamento_tipoparceria_id_tipotreinamento_id_pk" PRIMARY KEY("tipoparceria_id","tipotreinamento_id")
);
--> statement-breakpoint
CREATE TABLE "tipoparceriacomplementar" (
	"id" varchar(10) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "tipoparceriacomplementar_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tpcomplementar_tipoparceria" (
	"tipoparceriacomplementar_id" varchar(10) NOT NULL,
	"tipoparceria_id" varchar(4) NOT NULL,
	CONSTRAINT "tpcomplementar_tipoparceria_tipoparceriacomplementar_id_tipoparceria_id_pk" PRIMARY KEY("tipoparceriacomplementar_id","tipoparceria_id")
);
--> statement-breakpoint
CREATE TABLE "tipotreinamento" (
	"id" varchar(4) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "tipotreinamento_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "cargo_perfil" DROP CONSTRAINT "cargo_perfil_cargo_id_cargo_id_fk";
--> statement-breakpoint
ALTER TABLE "cargo_perfil" DROP CONSTRAINT "cargo_perfil_perfil_id_perfil_id_fk";
--> statement-breakpoint
ALTER TABLE "cliente_tipoparceria" DROP CONSTRAINT "cliente_tipoparceria_cliente_id_cliente_id_fk";
--> statement-breakpoint
ALTER TABLE "cliente_tipoparceria" DROP CONSTRAINT "cliente_tipoparceria_tipoparceria_id_tipoparceria_id_fk";
--> statement-breakpoint
ALTER TABLE "perfil_permissao" DROP CONSTRAINT "perfil_permissao_perfil_id_perfil_id_fk";
--> statement-breakpoint
ALTER TABLE "perfil_permissao" DROP CONSTRAINT "perfil_permissao_permissao_id_permissao_id_fk";
--> statement-breakpoint
ALTER TABLE "permissao_classe" DROP CONSTRAINT "permissao_classe_permissao_id_permissao_id_fk";
--> statement-breakpoint
ALTER TABLE "permissao_classe" DROP CONSTRAINT "permissao_classe_classe_id_classe_id_fk";
--> statement-breakpoint
ALTER TABLE "permissao_tipoparceria" DROP CONSTRAINT "permissao_tipoparceria_permissao_id_permissao_id_fk";
--> statement-breakpoint
ALTER TABLE "permissao_tipoparceria" DROP CONSTRAINT "permissao_tipoparceria_tipoparceria_id_tipoparceria_id_fk";
--> statement-breakpoint
ALTER TABLE "usuario_cliente" DROP CONSTRAINT "usuario_cliente_usuario_id_usuario_id_fk";
--> statement-breakpoint
ALTER TABLE "usuario_cliente" DROP CONSTRAINT "usuario_cliente_cliente_id_cliente_id_fk";
--> statement-breakpoint
ALTER TABLE "usuario_perfil" DROP CONSTRAINT "usuario_perfil_usuario_id_usuario_id_fk";
--> statement-breakpoint
ALTER TABLE "usuario_perfil" DROP CONSTRAINT "usuario_perfil_perfil_id_perfil_id_fk";
--> statement-breakpoint
ALTER TABLE "classe_beneficio" ADD CONSTRAINT "classe_beneficio_classe_id_classe_id_fk" FOREIGN KEY ("classe_id") REFERENCES "public"."classe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classe_beneficio" ADD CONSTRAINT "classe_beneficio_beneficio_id_beneficio_id_fk" FOREIGN KEY ("beneficio_id") REFERENCES "public"."beneficio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tpcomplementar" ADD CONSTRAINT "cliente_tpcomplementar_owner_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tpcomplementar" ADD CONSTRAINT "cliente_tpcomplementar_used_fk" FOREIGN KEY ("tipoparceriacomplementar_id") REFERENCES "public"."tipoparceriacomplementar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tipotreinamento" ADD CONSTRAINT "cliente_tipotreinamento_owner_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tipotreinamento" ADD CONSTRAINT "cliente_tipotreinamento_used_fk" FOREIGN KEY ("tipotreinamento_id") REFERENCES "public"."tipotreinamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estado" ADD CONSTRAINT "estado_pais_id_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipoparceria_tipotreinamento" ADD CONSTRAINT "tipoparceria_tipotreinamento_owner_fk" FOREIGN KEY ("tipoparceria_id") REFERENCES "public"."tipoparceria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipoparceria_tipotreinamento" ADD CONSTRAINT "tipoparceria_tipotreinamento_used_fk" FOREIGN KEY ("tipotreinamento_id") REFERENCES "public"."tipotreinamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpcomplementar_tipoparceria" ADD CONSTRAINT "tpcomplementar_tipoparceria_owner_fk" FOREIGN KEY ("tipoparceriacomplementar_id") REFERENCES "public"."tipoparceriacomplementar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpcomplementar_tipoparceria" ADD CONSTRAINT "tpcomplementar_tipoparceria_used_fk" FOREIGN KEY ("tipoparceria_id") REFERENCES "public"."tipoparceria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficio_id_trgm" ON "beneficio" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beneficio_nome_trgm" ON "beneficio" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classe_beneficio_beneficio_id_idx" ON "classe_beneficio" USING btree ("beneficio_id");--> statement-breakpoint
CREATE INDEX "cliente_tpcomplementar_tipoparceriacomplementar_id_idx" ON "cliente_tpcomplementar" USING btree ("tipoparceriacomplementar_id");--> statement-breakpoint
CREATE INDEX "cliente_tipotreinamento_tipotreinamento_id_idx" ON "cliente_tipotreinamento" USING btree ("tipotreinamento_id");--> statement-breakpoint
CREATE INDEX "genero_id_trgm" ON "genero" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "genero_nome_trgm" ON "genero" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "idioma_id_trgm" ON "idioma" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "idioma_nome_trgm" ON "idioma" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pais_id_trgm" ON "pais" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pais_nome_trgm" ON "pais" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pais_gentilico_trgm" ON "pais" USING gin (f_unaccent(lower("gentilico")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parametro_id_trgm" ON "parametro" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parametro_nome_trgm" ON "parametro" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tipoparceria_tipotreinamento_tipotreinamento_id_idx" ON "tipoparceria_tipotreinamento" USING btree ("tipotreinamento_id");--> statement-breakpoint
CREATE INDEX "tipoparceriacomplementar_id_trgm" ON "tipoparceriacomplementar" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tipoparceriacomplementar_nome_trgm" ON "tipoparceriacomplementar" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tpcomplementar_tipoparceria_tipoparceria_id_idx" ON "tpcomplementar_tipoparceria" USING btree ("tipoparceria_id");--> statement-breakpoint
CREATE INDEX "tipotreinamento_id_trgm" ON "tipotreinamento" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tipotreinamento_nome_trgm" ON "tipotreinamento" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "cargo_perfil" ADD CONSTRAINT "cargo_perfil_owner_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_perfil" ADD CONSTRAINT "cargo_perfil_used_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tipoparceria" ADD CONSTRAINT "cliente_tipoparceria_owner_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tipoparceria" ADD CONSTRAINT "cliente_tipoparceria_used_fk" FOREIGN KEY ("tipoparceria_id") REFERENCES "public"."tipoparceria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_permissao" ADD CONSTRAINT "perfil_permissao_owner_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_permissao" ADD CONSTRAINT "perfil_permissao_used_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_classe" ADD CONSTRAINT "permissao_classe_owner_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_classe" ADD CONSTRAINT "permissao_classe_used_fk" FOREIGN KEY ("classe_id") REFERENCES "public"."classe"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_tipoparceria" ADD CONSTRAINT "permissao_tipoparceria_owner_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_tipoparceria" ADD CONSTRAINT "permissao_tipoparceria_used_fk" FOREIGN KEY ("tipoparceria_id") REFERENCES "public"."tipoparceria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_pais_id_pais_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_idioma_id_idioma_id_fk" FOREIGN KEY ("idioma_id") REFERENCES "public"."idioma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cliente" ADD CONSTRAINT "usuario_cliente_owner_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cliente" ADD CONSTRAINT "usuario_cliente_used_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_owner_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_used_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_id_trgm" ON "cargo" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cargo_nome_trgm" ON "cargo" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classe_id_trgm" ON "classe" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classe_nome_trgm" ON "classe" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_id_trgm" ON "cliente" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_nome_trgm" ON "cliente" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_cnpj_trgm" ON "cliente" USING gin (f_unaccent(lower("cnpj")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_classe_id_idx" ON "cliente" USING btree ("classe_id");--> statement-breakpoint
CREATE INDEX "filial_id_trgm" ON "filial" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "filial_nome_trgm" ON "filial" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "filial_cnpj_trgm" ON "filial" USING gin (f_unaccent(lower("cnpj")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "perfil_id_trgm" ON "perfil" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "perfil_nome_trgm" ON "perfil" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissao_id_trgm" ON "permissao" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissao_nome_trgm" ON "permissao" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissao_referencia_trgm" ON "permissao" USING gin (f_unaccent(lower("referencia")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tipoparceria_id_trgm" ON "tipoparceria" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tipoparceria_nome_trgm" ON "tipoparceria" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuario_id_trgm" ON "usuario" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuario_nomecompleto_trgm" ON "usuario" USING gin (f_unaccent(lower("nomecompleto")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuario_email_trgm" ON "usuario" USING gin (f_unaccent(lower("email")) gin_trgm_ops);