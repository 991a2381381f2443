CREATE TABLE "oidc_chave" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_registro" (
	"modelo" varchar(40) NOT NULL,
	"id" varchar(200) NOT NULL,
	"dados" jsonb NOT NULL,
	"grant_id" varchar(200),
	"user_code" varchar(200),
	"uid" varchar(200),
	"expira_em" timestamp with time zone,
	"consumido_em" timestamp with time zone,
	CONSTRAINT "oidc_registro_modelo_id_pk" PRIMARY KEY("modelo","id")
);
--> statement-breakpoint
CREATE INDEX "oidc_registro_grant_idx" ON "oidc_registro" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_registro_uid_idx" ON "oidc_registro" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_registro_expira_idx" ON "oidc_registro" USING btree ("expira_em");