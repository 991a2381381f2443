-- Integrations (decision 0054): another system (the ERP, the e-learning) calls /api/integracao/* with a bearer
-- token. `chaves`: the permission keys the token holds; `dono_id`: the staff member answerable for it.
CREATE TABLE "integracao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(100) NOT NULL,
	"chaves" text[] NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"dono_id" varchar(20),
	"revogada_em" timestamp with time zone,
	"ultimo_uso_em" timestamp with time zone,
	"ultimo_uso_ip" varchar(45),
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"uscriacao" varchar(20)
);
--> statement-breakpoint
ALTER TABLE "integracao" ADD CONSTRAINT "integracao_dono_id_usuario_id_fk" FOREIGN KEY ("dono_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "integracao" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();--> statement-breakpoint
-- A token's secret, kept only as its SHA-256 (hex) with its first 8 characters after `prix_` to find it.
-- Rotation adds a secret and gives the old one `valido_ate` (the grace period); null: valid while the
-- integration is.
CREATE TABLE "integracao_segredo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integracao_segredo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"integracao_id" uuid NOT NULL,
	"prefixo" varchar(8) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"valido_ate" timestamp with time zone,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integracao_segredo_hash_key" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "integracao_segredo" ADD CONSTRAINT "integracao_segredo_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integracao_segredo_prefixo_idx" ON "integracao_segredo" USING btree ("prefixo");--> statement-breakpoint
CREATE INDEX "integracao_segredo_integracao_idx" ON "integracao_segredo" USING btree ("integracao_id");--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "integracao_segredo" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();--> statement-breakpoint
-- Every call made with a token: a log, read by staff and by no cache (unwatched, like clique).
CREATE TABLE "integracao_chamada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integracao_chamada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"integracao_id" uuid NOT NULL,
	"metodo" varchar(10) NOT NULL,
	"rota" varchar(200) NOT NULL,
	"status" smallint NOT NULL,
	"ip" varchar(45),
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integracao_chamada" ADD CONSTRAINT "integracao_chamada_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integracao_chamada_integracao_em_idx" ON "integracao_chamada" USING btree ("integracao_id","em" DESC);--> statement-breakpoint
-- Idempotency keys of integration writes: the body's SHA-256 and, once done, the answer given. A row without
-- a status is a call still at work. Unwatched: read by the writes themselves, never by a cache.
CREATE TABLE "integracao_idempotencia" (
	"integracao_id" uuid NOT NULL,
	"chave" varchar(200) NOT NULL,
	"rota" varchar(200) NOT NULL,
	"corpo_hash" varchar(64) NOT NULL,
	"status" smallint,
	"resposta" jsonb,
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integracao_idempotencia_pk" PRIMARY KEY("integracao_id","chave")
);
--> statement-breakpoint
ALTER TABLE "integracao_idempotencia" ADD CONSTRAINT "integracao_idempotencia_integracao_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracao"("id") ON DELETE cascade ON UPDATE no action;
