CREATE SEQUENCE "public"."arquivo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."banner_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."botao_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."produto_imagem_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "arquivo" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(100) NOT NULL,
	"botao_id" varchar(20),
	"arquivo_chave" varchar(200) NOT NULL,
	"arquivo_tamanho" integer NOT NULL,
	"arquivo_sha256" varchar(64) NOT NULL,
	"arquivo_tipo" varchar(100) NOT NULL,
	"arquivo_nome" varchar(255) NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "arquivo_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(100) NOT NULL,
	"link_banner" varchar(500),
	"posicao" varchar(2),
	"link_aponta_vimeo" boolean DEFAULT false NOT NULL,
	"arquivo_chave" varchar(200) NOT NULL,
	"arquivo_tamanho" integer NOT NULL,
	"arquivo_sha256" varchar(64) NOT NULL,
	"arquivo_tipo" varchar(100) NOT NULL,
	"arquivo_nome" varchar(255) NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "banner_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "botao" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(100),
	"identificador" varchar(100),
	"permissao_id" varchar(10),
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "botao_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "produto_imagem" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(100) NOT NULL,
	"arquivo_chave" varchar(200) NOT NULL,
	"arquivo_tamanho" integer NOT NULL,
	"arquivo_sha256" varchar(64) NOT NULL,
	"arquivo_tipo" varchar(100) NOT NULL,
	"nome_imagem" varchar(255) NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "produto_imagem_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "arquivo" ADD CONSTRAINT "arquivo_botao_id_botao_id_fk" FOREIGN KEY ("botao_id") REFERENCES "public"."botao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "botao" ADD CONSTRAINT "botao_permissao_id_permissao_id_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivo_id_trgm" ON "arquivo" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arquivo_nome_trgm" ON "arquivo" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arquivo_botao_idx" ON "arquivo" USING btree ("botao_id");--> statement-breakpoint
CREATE INDEX "banner_id_trgm" ON "banner" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banner_nome_trgm" ON "banner" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banner_link_banner_trgm" ON "banner" USING gin (f_unaccent(lower("link_banner")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "botao_id_trgm" ON "botao" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "botao_nome_trgm" ON "botao" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "botao_identificador_trgm" ON "botao" USING gin (f_unaccent(lower("identificador")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produto_imagem_id_trgm" ON "produto_imagem" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produto_imagem_nome_trgm" ON "produto_imagem" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produto_imagem_nome_imagem_trgm" ON "produto_imagem" USING gin (f_unaccent(lower("nome_imagem")) gin_trgm_ops);