-- Privacy under the LGPD (decision 0048). `acesso_dados_pessoais`: staff reads of a person's record (the user's
-- detail, the officer's look-up, an export), who read (`usuario_id`), when, whose (`titular_usuario_id`, or the
-- e-mail of a visitor looked up) and what (`oque`, a description without personal data). No foreign keys: the
-- log outlives a deleted user. `usuario.anonimizado_em`: when the person was anonymised (their name, e-mail, CPF
-- and phones replaced). `titular_anonimizado`: only the SHA-256 of the former e-mail of each anonymised person, so
-- a sign-in with it is refused with a clear message while the address itself is gone. Clicks and document views
-- may lose their user (anonymisation, and the retention of identity in usage data): `clique.usuario_id` null.
CREATE TABLE "acesso_dados_pessoais" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acesso_dados_pessoais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" varchar(20) NOT NULL,
	"titular_usuario_id" varchar(20),
	"titular_email" varchar(100),
	"oque" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "acesso_dados_pessoais_em_idx" ON "acesso_dados_pessoais" USING btree ("em","id");--> statement-breakpoint
CREATE INDEX "acesso_dados_pessoais_titular_idx" ON "acesso_dados_pessoais" USING btree ("titular_usuario_id");--> statement-breakpoint
CREATE TABLE "titular_anonimizado" (
	"email_sha256" varchar(64) PRIMARY KEY NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "anonimizado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clique" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "acesso_dados_pessoais" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "titular_anonimizado" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
