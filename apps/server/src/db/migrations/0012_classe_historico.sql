CREATE TABLE "classe_historico" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classe_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_id" varchar(10) NOT NULL,
	"ano" integer NOT NULL,
	"classe_de" varchar(4),
	"classe_para" varchar(4) NOT NULL,
	"faturamento" numeric(14, 2) NOT NULL,
	"usuario_id" varchar(20),
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classe_historico" ADD CONSTRAINT "classe_historico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classe_historico" ADD CONSTRAINT "classe_historico_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classe_historico_cliente_idx" ON "classe_historico" USING btree ("cliente_id","id");