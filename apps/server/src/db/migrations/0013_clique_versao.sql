CREATE TABLE "clique_versao" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "clique_versao" ("id", "n") VALUES (true, 0);
--> statement-breakpoint
-- Decision 0029: the click report keeps rankings of days before today; any write to such a day must make
-- them stale. "Today" is the wall clock's (clock_timestamp), not the transaction's start: a click batch
-- that began before midnight and writes after it is a write to a past day.
CREATE FUNCTION "clique_versao_passado"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hoje date := (clock_timestamp() AT TIME ZONE 'America/Sao_Paulo')::date;
BEGIN
  -- One branch per table: each names its own date column.
  IF TG_TABLE_NAME = 'clique_dia' THEN
    IF EXISTS (SELECT 1 FROM escritas WHERE dia < hoje) THEN
      UPDATE "clique_versao" SET "n" = "n" + 1;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM escritas WHERE mes < date_trunc('month', hoje)::date) THEN
    UPDATE "clique_versao" SET "n" = "n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "clique_versao_sempre"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clique_versao" SET "n" = "n" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Transition tables allow one event per trigger: an insert and an update trigger per table.
DO $$
DECLARE
  tabela text;
  evento text;
BEGIN
  FOREACH tabela IN ARRAY ARRAY['clique_dia', 'clique_mes'] LOOP
    FOREACH evento IN ARRAY ARRAY['INSERT', 'UPDATE'] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING NEW TABLE AS escritas '
        'FOR EACH STATEMENT EXECUTE FUNCTION clique_versao_passado()', tabela || '_' || lower(evento), evento, tabela);
    END LOOP;
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION clique_versao_sempre()', tabela || '_remocao', tabela);
  END LOOP;
END $$;
