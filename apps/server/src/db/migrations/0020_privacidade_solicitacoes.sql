-- Privacy under the LGPD (decision 0048): the people's requests on the legal clock, the consents as records,
-- the device a session was opened from, and clicks that can forget who clicked.
-- `solicitacao_privacidade`: a signed-in person's request (`usuario_id`; name and e-mail are read from the user)
-- or a visitor's (`nome`, `email` as typed, confirmed through a link e-mailed there: only the token's SHA-256 is
-- kept, `token_hash`, cleared once confirmed). The clock starts at `recebida_em` (signed in) or `confirmada_em`
-- (visitor); `prazo` is that day + 15; `lembrete_em` when the officer was reminded (never twice).
CREATE TABLE "solicitacao_privacidade" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_privacidade_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"status" varchar(24) NOT NULL,
	"usuario_id" varchar(20),
	"nome" varchar(100),
	"email" varchar(100),
	"mensagem" varchar(2000) NOT NULL,
	"recebida_em" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmada_em" timestamp with time zone,
	"token_hash" varchar(64),
	"prazo" date,
	"lembrete_em" timestamp with time zone,
	"resposta" varchar(4000),
	"respondida_em" timestamp with time zone,
	"respondida_por" varchar(20),
	CONSTRAINT "solicitacao_privacidade_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "solicitacao_privacidade_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "solicitacao_privacidade_titular_check" CHECK ("usuario_id" is not null or "email" is not null)
);
--> statement-breakpoint
-- A consent given: which text (`versao`), from where (`origem`: cookies, contato, candidatura), when; for a
-- signed-in person (`usuario_id`) or a visitor's e-mail.
CREATE TABLE "consentimento" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consentimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" varchar(20),
	"email" varchar(100),
	"origem" varchar(20) NOT NULL,
	"versao" varchar(20) NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consentimento_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "consentimento_titular_check" CHECK ("usuario_id" is not null or "email" is not null)
);
--> statement-breakpoint
ALTER TABLE "sessao" ADD COLUMN "dispositivo" varchar(200);
--> statement-breakpoint
ALTER TABLE "clique" ALTER COLUMN "usuario_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "solicitacao_privacidade" ADD CONSTRAINT "solicitacao_privacidade_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_privacidade" ADD CONSTRAINT "solicitacao_privacidade_respondida_por_usuario_id_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacao_privacidade_status_idx" ON "solicitacao_privacidade" USING btree ("status","prazo");--> statement-breakpoint
CREATE INDEX "solicitacao_privacidade_usuario_idx" ON "solicitacao_privacidade" USING btree ("usuario_id","recebida_em");--> statement-breakpoint
CREATE INDEX "solicitacao_privacidade_email_idx" ON "solicitacao_privacidade" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consentimento_usuario_idx" ON "consentimento" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "consentimento_email_idx" ON "consentimento" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessao_criado_em_idx" ON "sessao" USING btree ("criado_em");--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solicitacao_privacidade" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "consentimento" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
