-- Decision 0031: the server keeps what it reads on every request (the session, its user's grants and
-- companies) in memory and must never answer from a stale copy. Every committed change of a table is
-- notified on 'prix_mudanca' with the table's name; the server listens and drops what that table fed.
-- Not watched: tables written at a high rate that no cache reads (clicks and their rollups, which keep a
-- version of their own, the rate-limit counters, the provider's records). The session table is notified
-- row by row (its key), so one session's `visto_em` touch does not drop every other cached session.
-- db/change-feed.ts lists the same exclusions; change-feed.contract.test.ts fails for a table without its
-- trigger, so a table added by a later migration must get one.
CREATE FUNCTION "prix_avisar_mudanca"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prix_mudanca', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "prix_avisar_sessao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prix_mudanca', 'sessao:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN
    ('clique', 'clique_dia', 'clique_mes', 'clique_versao', 'limite_taxa', 'oidc_registro', 'sessao')
  LOOP
    EXECUTE format('CREATE TRIGGER prix_mudanca AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca()', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prix_mudanca" AFTER UPDATE OR DELETE ON "sessao" FOR EACH ROW EXECUTE FUNCTION prix_avisar_sessao();
--> statement-breakpoint
CREATE TRIGGER "prix_mudanca_tudo" AFTER TRUNCATE ON "sessao" FOR EACH STATEMENT EXECUTE FUNCTION prix_avisar_mudanca();
