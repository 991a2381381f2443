CREATE INDEX "cliente_nome_uuid_idx" ON "cliente" USING btree ("nome","uuid");--> statement-breakpoint
CREATE INDEX "usuario_nomecompleto_uuid_idx" ON "usuario" USING btree ("nomecompleto","uuid");