-- Every change of a partner's class is recorded, not only the yearly reclassification's (decision 0053):
-- `origem` says what changed it ('reclassificacao': the yearly reclassification, with its reference year and
-- the billing that decided it; 'cadastro': staff editing the company in its register; 'candidatura': the
-- approval of an application, which creates the company at Prix 10). The rows written before are the
-- reclassification's. `ano` and `faturamento` belong to the reclassification only, so the others leave them null.
ALTER TABLE "classe_historico" ADD COLUMN "origem" varchar(20) DEFAULT 'reclassificacao' NOT NULL;--> statement-breakpoint
ALTER TABLE "classe_historico" ALTER COLUMN "origem" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "classe_historico" ADD CONSTRAINT "classe_historico_origem_check" CHECK ("origem" in ('reclassificacao', 'cadastro', 'candidatura'));--> statement-breakpoint
ALTER TABLE "classe_historico" ALTER COLUMN "ano" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "classe_historico" ALTER COLUMN "faturamento" DROP NOT NULL;
