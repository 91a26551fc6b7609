DROP INDEX "payments_amount";--> statement-breakpoint
CREATE INDEX "payments_currency_amount" ON "payments" USING btree ("organization_id","mode","currency","amount_minor","id");