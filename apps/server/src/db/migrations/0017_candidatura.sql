CREATE TABLE "candidatura" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidatura_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recebida_em" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(12) DEFAULT 'recebida' NOT NULL,
	"cnpj" varchar(18) NOT NULL,
	"cnpj_raiz" varchar(8) NOT NULL,
	"razao_social" varchar(100) NOT NULL,
	"nome_fantasia" varchar(100),
	"cep" varchar(10) NOT NULL,
	"rua" varchar(60) NOT NULL,
	"numero" varchar(10) NOT NULL,
	"complemento" varchar(30),
	"bairro" varchar(50) NOT NULL,
	"uf" char(2) NOT NULL,
	"municipio_id" char(7) NOT NULL,
	"telefone" varchar(30) NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"contato_nome" varchar(100) NOT NULL,
	"contato_email" varchar(60) NOT NULL,
	"contato_celular" varchar(30) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"mensagem" varchar(1000),
	"decidida_em" timestamp with time zone,
	"cliente_id" varchar(10),
	"consentimento_versao" varchar(20) NOT NULL,
	"consentimento_em" timestamp with time zone NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidatura_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "candidatura_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "candidatura_documento" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidatura_documento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"candidatura_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"arquivo_chave" varchar(200) NOT NULL,
	"arquivo_tamanho" integer NOT NULL,
	"arquivo_sha256" varchar(64) NOT NULL,
	"arquivo_tipo" varchar(100) NOT NULL,
	"arquivo_nome" varchar(255) NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidatura_documento_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "candidatura_evento" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidatura_evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidatura_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" varchar(20),
	"detalhe" varchar(1000)
);
--> statement-breakpoint
ALTER TABLE "candidatura" ADD CONSTRAINT "candidatura_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatura" ADD CONSTRAINT "candidatura_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatura_documento" ADD CONSTRAINT "candidatura_documento_candidatura_id_candidatura_id_fk" FOREIGN KEY ("candidatura_id") REFERENCES "public"."candidatura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatura_evento" ADD CONSTRAINT "candidatura_evento_candidatura_id_candidatura_id_fk" FOREIGN KEY ("candidatura_id") REFERENCES "public"."candidatura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatura_evento" ADD CONSTRAINT "candidatura_evento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidatura_recebida_idx" ON "candidatura" USING btree ("recebida_em","id");--> statement-breakpoint
CREATE INDEX "candidatura_status_idx" ON "candidatura" USING btree ("status","recebida_em");--> statement-breakpoint
CREATE INDEX "candidatura_cnpj_raiz_idx" ON "candidatura" USING btree ("cnpj_raiz");--> statement-breakpoint
CREATE UNIQUE INDEX "candidatura_raiz_aberta_key" ON "candidatura" USING btree ("cnpj_raiz") WHERE "candidatura"."status" in ('recebida', 'em_analise', 'pendencia');--> statement-breakpoint
CREATE UNIQUE INDEX "candidatura_cliente_key" ON "candidatura" USING btree ("cliente_id") WHERE "candidatura"."cliente_id" is not null;--> statement-breakpoint
CREATE INDEX "candidatura_documento_candidatura_idx" ON "candidatura_documento" USING btree ("candidatura_id","id");--> statement-breakpoint
CREATE INDEX "candidatura_evento_candidatura_idx" ON "candidatura_evento" USING btree ("candidatura_id","id");--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidatura" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidatura_documento" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidatura_evento" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
