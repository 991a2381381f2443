CREATE TABLE "clique" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clique_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dh" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo_relatorio" varchar(10) NOT NULL,
	"nome_tipo" varchar(255) NOT NULL,
	"cliente_id" varchar(10),
	"classe_id" varchar(4),
	"usuario_id" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clique_dia" (
	"dia" date NOT NULL,
	"tipo_relatorio" varchar(10) NOT NULL,
	"nome_tipo" varchar(255) NOT NULL,
	"cliente_id" varchar(10) NOT NULL,
	"classe_id" varchar(4) NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "clique_dia_dia_tipo_relatorio_nome_tipo_cliente_id_classe_id_pk" PRIMARY KEY("dia","tipo_relatorio","nome_tipo","cliente_id","classe_id")
);
--> statement-breakpoint
CREATE TABLE "clique_mes" (
	"mes" date NOT NULL,
	"tipo_relatorio" varchar(10) NOT NULL,
	"nome_tipo" varchar(255) NOT NULL,
	"cliente_id" varchar(10) NOT NULL,
	"classe_id" varchar(4) NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "clique_mes_tipo_relatorio_nome_tipo_cliente_id_classe_id_mes_pk" PRIMARY KEY("tipo_relatorio","nome_tipo","cliente_id","classe_id","mes")
);
--> statement-breakpoint
CREATE INDEX "clique_dh_brin" ON "clique" USING brin ("dh");