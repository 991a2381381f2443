-- Change feeds of the integration routes (decision 0057): each write of a company or an enquiry stamps its row
-- with the writing transaction's id, a number from one sequence and the time. The feed returns only rows whose
-- transaction is older than every transaction still running (`pg_snapshot_xmin`), ordered by (transaction,
-- number): a transaction that commits later can only add rows after the cursor, so a page never skips or repeats.
-- An update that changes nothing keeps the stamp: the same data sent twice is no change. The columns' defaults
-- stamp the same way a write that skips triggers (session_replication_role = replica).
CREATE SEQUENCE "prix_alteracao_seq";--> statement-breakpoint
CREATE FUNCTION "prix_marcar_alteracao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NEW;
  END IF;
  NEW.alteracao_xid := pg_current_xact_id();
  NEW.alteracao_seq := nextval('prix_alteracao_seq');
  NEW.alterado_em := now();
  RETURN NEW;
END $$;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "alteracao_xid" xid8;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "alteracao_seq" bigint;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "alterado_em" timestamp with time zone;--> statement-breakpoint
UPDATE "cliente" SET "alteracao_xid" = pg_current_xact_id(), "alteracao_seq" = nextval('prix_alteracao_seq'),
  "alterado_em" = coalesce("dhedicao", "dhcriacao", now());--> statement-breakpoint
ALTER TABLE "cliente" ALTER COLUMN "alteracao_xid" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ALTER COLUMN "alteracao_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ALTER COLUMN "alterado_em" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente" ALTER COLUMN "alteracao_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "cliente" ALTER COLUMN "alteracao_seq" SET DEFAULT nextval('prix_alteracao_seq');--> statement-breakpoint
ALTER TABLE "cliente" ALTER COLUMN "alterado_em" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "cliente_alteracao_idx" ON "cliente" USING btree ("alteracao_xid", "alteracao_seq");--> statement-breakpoint
CREATE INDEX "cliente_alterado_em_idx" ON "cliente" USING btree ("alterado_em");--> statement-breakpoint
CREATE TRIGGER "prix_alteracao" BEFORE INSERT OR UPDATE ON "cliente" FOR EACH ROW EXECUTE FUNCTION prix_marcar_alteracao();--> statement-breakpoint
ALTER TABLE "contato" ADD COLUMN "alteracao_xid" xid8;--> statement-breakpoint
ALTER TABLE "contato" ADD COLUMN "alteracao_seq" bigint;--> statement-breakpoint
ALTER TABLE "contato" ADD COLUMN "alterado_em" timestamp with time zone;--> statement-breakpoint
UPDATE "contato" SET "alteracao_xid" = pg_current_xact_id(), "alteracao_seq" = nextval('prix_alteracao_seq'),
  "alterado_em" = "atualizado_em";--> statement-breakpoint
ALTER TABLE "contato" ALTER COLUMN "alteracao_xid" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contato" ALTER COLUMN "alteracao_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contato" ALTER COLUMN "alterado_em" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contato" ALTER COLUMN "alteracao_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "contato" ALTER COLUMN "alteracao_seq" SET DEFAULT nextval('prix_alteracao_seq');--> statement-breakpoint
ALTER TABLE "contato" ALTER COLUMN "alterado_em" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "contato_alteracao_idx" ON "contato" USING btree ("alteracao_xid", "alteracao_seq");--> statement-breakpoint
CREATE INDEX "contato_alterado_em_idx" ON "contato" USING btree ("alterado_em");--> statement-breakpoint
CREATE TRIGGER "prix_alteracao" BEFORE INSERT OR UPDATE ON "contato" FOR EACH ROW EXECUTE FUNCTION prix_marcar_alteracao();--> statement-breakpoint
-- A company's class set by the ERP's sync (decision 0057) is a change of class like the others (decision 0053).
ALTER TABLE "classe_historico" DROP CONSTRAINT "classe_historico_origem_check";--> statement-breakpoint
ALTER TABLE "classe_historico" ADD CONSTRAINT "classe_historico_origem_check" CHECK ("origem" in ('reclassificacao', 'cadastro', 'candidatura', 'integracao'));
