-- Webhooks (decision 0056): an integration's endpoints, each POSTed the events it chose, signed with its own
-- secret (kept readable: the server signs with it; never answered after the creation).
CREATE TABLE "webhook_endpoint" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integracao_id" uuid NOT NULL,
	"url" varchar(2000) NOT NULL,
	"eventos" text[] NOT NULL,
	"segredo" varchar(100) NOT NULL,
	"situacao" varchar(10) DEFAULT 'ativo' NOT NULL,
	"pausado_em" timestamp with time zone,
	"pausa_motivo" varchar(300),
	"falhas_seguidas" integer DEFAULT 0 NOT NULL,
	"falhando_desde" timestamp with time zone,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoint_integracao_idx" ON "webhook_endpoint" USING btree ("integracao_id");--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webhook_endpoint" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();--> statement-breakpoint
-- One event for one endpoint: the exact body sent, its state and tries. A log, read by staff and by no cache
-- (unwatched, like integracao_chamada).
CREATE TABLE "webhook_entrega" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"evento_id" uuid NOT NULL,
	"evento" varchar(40) NOT NULL,
	"corpo" text NOT NULL,
	"situacao" varchar(10) DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"codigo" smallint,
	"erro" varchar(500),
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_tentativa_em" timestamp with time zone,
	"proxima_tentativa_em" timestamp with time zone,
	"tentando_desde" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_entrega" ADD CONSTRAINT "webhook_entrega_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_entrega_endpoint_idx" ON "webhook_entrega" USING btree ("endpoint_id","criada_em" DESC);
