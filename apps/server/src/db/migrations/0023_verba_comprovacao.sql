-- Proof of performance for co-op fund redemptions (decision 0055).
-- `solicitacao`: a redemption's review: the amount approved (the whole or a part; what the ledger debits) and,
-- once paid, the payment's day and reference. Redemptions approved or paid before it were approved whole.
ALTER TABLE "solicitacao" ADD COLUMN "valor_aprovado" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "pago_em" date;
--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "pagamento_referencia" varchar(100);
--> statement-breakpoint
UPDATE "solicitacao" SET "valor_aprovado" = "valor"
	WHERE "formulario" = 'resgate-verba-marketing-cooperado' AND "status" IN ('Aprovada', 'Paga') AND "valor" IS NOT NULL;
--> statement-breakpoint
-- The files a partner sends answering a pending item hang on that line of the history.
ALTER TABLE "solicitacao_anexo" ADD COLUMN "evento_id" integer;
--> statement-breakpoint
ALTER TABLE "solicitacao_anexo" ADD CONSTRAINT "solicitacao_anexo_evento_id_solicitacao_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."solicitacao_evento"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The supplier's NF-e of a redemption, read from its XML or typed from its DANFE. One NF-e proves one
-- redemption across all partners: its key is unique while in use (a refused redemption releases it).
CREATE TABLE "resgate_nfe" (
	"solicitacao_id" integer PRIMARY KEY NOT NULL,
	"origem" varchar(5) NOT NULL,
	"chave" char(44) NOT NULL,
	"numero" integer NOT NULL,
	"serie" integer NOT NULL,
	"emissao" date NOT NULL,
	"emitente_cnpj" varchar(14) NOT NULL,
	"emitente_nome" varchar(200) NOT NULL,
	"destinatario_cnpj" varchar(14) NOT NULL,
	"valor_total" numeric(14, 2) NOT NULL,
	"c_stat" integer,
	"protocolo" varchar(20),
	"em_uso" boolean DEFAULT true NOT NULL,
	CONSTRAINT "resgate_nfe_origem_check" CHECK ("origem" in ('xml', 'danfe'))
);
--> statement-breakpoint
ALTER TABLE "resgate_nfe" ADD CONSTRAINT "resgate_nfe_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "resgate_nfe_chave_em_uso_key" ON "resgate_nfe" USING btree ("chave") WHERE "resgate_nfe"."em_uso";
--> statement-breakpoint
-- Every change of the new table is notified on 'prix_mudanca' (0014_mudancas.sql, decision 0031).
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resgate_nfe" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
