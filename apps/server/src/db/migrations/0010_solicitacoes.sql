CREATE TABLE "solicitacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"formulario" varchar(60) NOT NULL,
	"cliente_id" varchar(10) NOT NULL,
	"usuario_id" varchar(20),
	"status" varchar(20) DEFAULT 'Recebida' NOT NULL,
	"dados" jsonb NOT NULL,
	"valor" numeric(14, 2),
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL,
	"dhedicao" timestamp with time zone,
	CONSTRAINT "solicitacao_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_anexo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_anexo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"solicitacao_id" integer NOT NULL,
	"campo" varchar(40) NOT NULL,
	"rotulo" varchar(60) NOT NULL,
	"arquivo_chave" varchar(200) NOT NULL,
	"arquivo_tamanho" integer NOT NULL,
	"arquivo_sha256" varchar(64) NOT NULL,
	"arquivo_tipo" varchar(100) NOT NULL,
	"arquivo_nome" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacao_evento" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacao_evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"solicitacao_id" integer NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"status_de" varchar(20),
	"status_para" varchar(20),
	"texto" varchar(2000),
	"usuario_id" varchar(20),
	"dhcriacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_anexo" ADD CONSTRAINT "solicitacao_anexo_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_evento" ADD CONSTRAINT "solicitacao_evento_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_evento" ADD CONSTRAINT "solicitacao_evento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacao_cliente_idx" ON "solicitacao" USING btree ("cliente_id","dhcriacao");--> statement-breakpoint
CREATE INDEX "solicitacao_status_idx" ON "solicitacao" USING btree ("status","dhcriacao");--> statement-breakpoint
CREATE INDEX "solicitacao_anexo_solicitacao_idx" ON "solicitacao_anexo" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "solicitacao_evento_solicitacao_idx" ON "solicitacao_evento" USING btree ("solicitacao_id","id");