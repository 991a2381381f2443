CREATE TABLE "faturamento" (
	"cliente_id" varchar(10) NOT NULL,
	"periodo" date NOT NULL,
	"produtos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"servicos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"beneficios_resgatados" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "faturamento_cliente_id_periodo_pk" PRIMARY KEY("cliente_id","periodo")
);
--> statement-breakpoint
ALTER TABLE "faturamento" ADD CONSTRAINT "faturamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;