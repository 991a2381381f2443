CREATE TABLE "cargo" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"cargo_sup_id" varchar(20),
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "cargo_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cargo_perfil" (
	"cargo_id" varchar(20) NOT NULL,
	"perfil_id" varchar(10) NOT NULL,
	CONSTRAINT "cargo_perfil_cargo_id_perfil_id_pk" PRIMARY KEY("cargo_id","perfil_id")
);
--> statement-breakpoint
CREATE TABLE "classe" (
	"id" varchar(4) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "classe_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cliente" (
	"id" varchar(10) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(100) NOT NULL,
	"cnpj" varchar(18),
	"cpf" varchar(14),
	"usuario_resp_id" varchar(20),
	"classe_id" varchar(4),
	"rua" varchar(60),
	"numero" varchar(10),
	"complemento" varchar(30),
	"cep" varchar(10),
	"bairro" varchar(50),
	"pais_id" varchar(2) DEFAULT 'BR' NOT NULL,
	"estado_id" varchar(10),
	"cidade" varchar(50),
	"codigoprop" varchar(10),
	"nomeprop" varchar(50),
	"emailprop" varchar(60),
	"telefoneprop" varchar(30),
	"ramalprop" varchar(10),
	"celularprop" varchar(30),
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "cliente_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cliente_tipoparceria" (
	"cliente_id" varchar(10) NOT NULL,
	"tipoparceria_id" varchar(4) NOT NULL,
	CONSTRAINT "cliente_tipoparceria_cliente_id_tipoparceria_id_pk" PRIMARY KEY("cliente_id","tipoparceria_id")
);
--> statement-breakpoint
CREATE TABLE "filial" (
	"id" varchar(4) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"cnpj" varchar(18),
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "filial_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "perfil" (
	"id" varchar(10) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "perfil_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "perfil_permissao" (
	"perfil_id" varchar(10) NOT NULL,
	"permissao_id" varchar(10) NOT NULL,
	CONSTRAINT "perfil_permissao_perfil_id_permissao_id_pk" PRIMARY KEY("perfil_id","permissao_id")
);
--> statement-breakpoint
CREATE TABLE "permissao" (
	"id" varchar(10) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"referencia" varchar(100) NOT NULL,
	"nome" varchar(50) NOT NULL,
	"externa" boolean DEFAULT false NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "permissao_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "permissao_referencia_unique" UNIQUE("referencia")
);
--> statement-breakpoint
CREATE TABLE "permissao_classe" (
	"permissao_id" varchar(10) NOT NULL,
	"classe_id" varchar(4) NOT NULL,
	CONSTRAINT "permissao_classe_permissao_id_classe_id_pk" PRIMARY KEY("permissao_id","classe_id")
);
--> statement-breakpoint
CREATE TABLE "permissao_tipoparceria" (
	"permissao_id" varchar(10) NOT NULL,
	"tipoparceria_id" varchar(4) NOT NULL,
	CONSTRAINT "permissao_tipoparceria_permissao_id_tipoparceria_id_pk" PRIMARY KEY("permissao_id","tipoparceria_id")
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" varchar(20) NOT NULL,
	"provedor" varchar(20) NOT NULL,
	"id_token" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipoparceria" (
	"id" varchar(4) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "tipoparceria_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"sobrenome" varchar(50),
	"nomecompleto" text GENERATED ALWAYS AS (btrim(nome || ' ' || coalesce(sobrenome, ''))) STORED NOT NULL,
	"externo" boolean DEFAULT true NOT NULL,
	"ausente" boolean DEFAULT false NOT NULL,
	"acessosfsf" boolean DEFAULT true NOT NULL,
	"treinamento" boolean DEFAULT true NOT NULL,
	"login" varchar(30),
	"dtnascimento" date,
	"cpf" varchar(14),
	"docuestr" varchar(30),
	"email" varchar(60),
	"telefone" varchar(30),
	"ramal" varchar(10),
	"celular" varchar(30),
	"filial_id" varchar(4),
	"usuario_sup_id" varchar(20),
	"dtadmissao" date,
	"dtdemissao" date,
	"cargo_id" varchar(20),
	"pais_id" varchar(2) DEFAULT 'BR' NOT NULL,
	"idioma_id" varchar(2) DEFAULT 'PT' NOT NULL,
	"incompleto" boolean DEFAULT false NOT NULL,
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "usuario_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "usuario_cliente" (
	"usuario_id" varchar(20) NOT NULL,
	"cliente_id" varchar(10) NOT NULL,
	CONSTRAINT "usuario_cliente_usuario_id_cliente_id_pk" PRIMARY KEY("usuario_id","cliente_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_perfil" (
	"usuario_id" varchar(20) NOT NULL,
	"perfil_id" varchar(10) NOT NULL,
	CONSTRAINT "usuario_perfil_usuario_id_perfil_id_pk" PRIMARY KEY("usuario_id","perfil_id")
);
--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_cargo_sup_id_cargo_id_fk" FOREIGN KEY ("cargo_sup_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_perfil" ADD CONSTRAINT "cargo_perfil_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_perfil" ADD CONSTRAINT "cargo_perfil_perfil_id_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente" ADD CONSTRAINT "cliente_usuario_resp_id_usuario_id_fk" FOREIGN KEY ("usuario_resp_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente" ADD CONSTRAINT "cliente_classe_id_classe_id_fk" FOREIGN KEY ("classe_id") REFERENCES "public"."classe"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tipoparceria" ADD CONSTRAINT "cliente_tipoparceria_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_tipoparceria" ADD CONSTRAINT "cliente_tipoparceria_tipoparceria_id_tipoparceria_id_fk" FOREIGN KEY ("tipoparceria_id") REFERENCES "public"."tipoparceria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_permissao" ADD CONSTRAINT "perfil_permissao_perfil_id_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_permissao" ADD CONSTRAINT "perfil_permissao_permissao_id_permissao_id_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_classe" ADD CONSTRAINT "permissao_classe_permissao_id_permissao_id_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_classe" ADD CONSTRAINT "permissao_classe_classe_id_classe_id_fk" FOREIGN KEY ("classe_id") REFERENCES "public"."classe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_tipoparceria" ADD CONSTRAINT "permissao_tipoparceria_permissao_id_permissao_id_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissao_tipoparceria" ADD CONSTRAINT "permissao_tipoparceria_tipoparceria_id_tipoparceria_id_fk" FOREIGN KEY ("tipoparceria_id") REFERENCES "public"."tipoparceria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_filial_id_filial_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_usuario_sup_id_usuario_id_fk" FOREIGN KEY ("usuario_sup_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cliente" ADD CONSTRAINT "usuario_cliente_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cliente" ADD CONSTRAINT "usuario_cliente_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfil" ADD CONSTRAINT "usuario_perfil_perfil_id_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargo_perfil_perfil_id_idx" ON "cargo_perfil" USING btree ("perfil_id");--> statement-breakpoint
CREATE INDEX "cliente_tipoparceria_tipoparceria_id_idx" ON "cliente_tipoparceria" USING btree ("tipoparceria_id");--> statement-breakpoint
CREATE INDEX "perfil_permissao_permissao_id_idx" ON "perfil_permissao" USING btree ("permissao_id");--> statement-breakpoint
CREATE INDEX "permissao_classe_classe_id_idx" ON "permissao_classe" USING btree ("classe_id");--> statement-breakpoint
CREATE INDEX "permissao_tipoparceria_tipoparceria_id_idx" ON "permissao_tipoparceria" USING btree ("tipoparceria_id");--> statement-breakpoint
CREATE INDEX "sessao_usuario_idx" ON "sessao" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_lower_key" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuario_cliente_cliente_id_idx" ON "usuario_cliente" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "usuario_perfil_perfil_id_idx" ON "usuario_perfil" USING btree ("perfil_id");