CREATE TABLE "contato" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contato_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"nome" varchar(100) NOT NULL,
	"email" varchar(100) NOT NULL,
	"telefone" varchar(30) NOT NULL,
	"municipio_id" char(7) NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"interesse" varchar(20) NOT NULL,
	"linha" varchar(20) NOT NULL,
	"mensagem" varchar(2000) NOT NULL,
	"parceiro_pedido_id" varchar(10),
	"status" varchar(12) NOT NULL,
	"cliente_id" varchar(10),
	"oferta_id" integer,
	"prazo" timestamp with time zone,
	"resultado" varchar(12),
	"consentimento_versao" varchar(20) NOT NULL,
	"consentimento_em" timestamp with time zone NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contato_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "contato_evento" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contato_evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contato_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"cliente_id" varchar(10),
	"usuario_id" varchar(20),
	"oferta_id" integer,
	"detalhe" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "contato" ADD CONSTRAINT "contato_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato" ADD CONSTRAINT "contato_parceiro_pedido_id_cliente_id_fk" FOREIGN KEY ("parceiro_pedido_id") REFERENCES "public"."cliente"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato" ADD CONSTRAINT "contato_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato_evento" ADD CONSTRAINT "contato_evento_contato_id_contato_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."contato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato_evento" ADD CONSTRAINT "contato_evento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contato_evento" ADD CONSTRAINT "contato_evento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contato_recebido_idx" ON "contato" USING btree ("recebido_em","id");--> statement-breakpoint
CREATE INDEX "contato_status_idx" ON "contato" USING btree ("status","recebido_em");--> statement-breakpoint
CREATE INDEX "contato_cliente_idx" ON "contato" USING btree ("cliente_id","status");--> statement-breakpoint
CREATE INDEX "contato_evento_contato_idx" ON "contato_evento" USING btree ("contato_id","id");--> statement-breakpoint
CREATE INDEX "contato_evento_cliente_idx" ON "contato_evento" USING btree ("cliente_id","tipo");--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contato" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contato_evento" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
