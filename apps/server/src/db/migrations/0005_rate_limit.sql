CREATE TABLE "limite_taxa" (
	"chave" text PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limite_taxa_expira_idx" ON "limite_taxa" USING btree ("expira_em");