ALTER TABLE "platform_events" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "platform_events" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "platform_events_payment" ON "platform_events" USING btree ("organization_id","mode","payment_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event" ON "webhook_deliveries" USING btree ("event_id");