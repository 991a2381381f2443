-- Training completions from the e-learning (decision 0047): one row per person, training type and date,
-- imported from the e-learning's file or `npm run import:treinamentos`. `valido_ate` null: does not expire.
-- `aviso_vencimento_em`: when the partner was e-mailed that it is about to expire (never twice).
CREATE TABLE "treinamento_conclusao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treinamento_conclusao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" varchar(20) NOT NULL,
	"tipotreinamento_id" varchar(4) NOT NULL,
	"concluido_em" date NOT NULL,
	"valido_ate" date,
	"aviso_vencimento_em" timestamp with time zone,
	"origem" varchar(20) NOT NULL,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20),
	"dhedicao" timestamp with time zone,
	"usedicao" varchar(20),
	CONSTRAINT "treinamento_conclusao_pessoa_tipo_data_key" UNIQUE("usuario_id","tipotreinamento_id","concluido_em")
);
--> statement-breakpoint
ALTER TABLE "treinamento_conclusao" ADD CONSTRAINT "treinamento_conclusao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treinamento_conclusao" ADD CONSTRAINT "treinamento_conclusao_tipotreinamento_id_tipotreinamento_id_fk" FOREIGN KEY ("tipotreinamento_id") REFERENCES "public"."tipotreinamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treinamento_conclusao_tipo_idx" ON "treinamento_conclusao" USING btree ("tipotreinamento_id");--> statement-breakpoint
CREATE INDEX "treinamento_conclusao_aviso_idx" ON "treinamento_conclusao" USING btree ("valido_ate") WHERE "aviso_vencimento_em" is null and "valido_ate" is not null;--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "treinamento_conclusao" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
