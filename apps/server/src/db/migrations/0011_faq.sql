CREATE SEQUENCE "public"."faq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "faq" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"assunto" varchar(100) NOT NULL,
	"pergunta" varchar(300) NOT NULL,
	"resposta" text NOT NULL,
	"ordem" varchar(4),
	"inativo" boolean DEFAULT false NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "faq_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE INDEX "faq_id_trgm" ON "faq" USING gin (f_unaccent(lower("id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faq_assunto_trgm" ON "faq" USING gin (f_unaccent(lower("assunto")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faq_pergunta_trgm" ON "faq" USING gin (f_unaccent(lower("pergunta")) gin_trgm_ops);