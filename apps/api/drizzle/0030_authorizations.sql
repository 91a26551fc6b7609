ALTER TABLE "payments" DROP CONSTRAINT "payments_operation_money";--> statement-breakpoint
ALTER TABLE "payment_operations" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_pending_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancellation_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_pending_operation" ON "payments" USING btree ("organization_id","mode","created_at","id") WHERE ("payments"."refund_pending_minor" > 0 or "payments"."capture_pending_minor" > 0 or "payments"."cancellation_pending");--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_reason" CHECK (("payment_operations"."kind" = 'capture') = ("payment_operations"."reason" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_operation_money" CHECK ("payments"."captured_minor" >= 0 and "payments"."refunded_minor" >= 0 and "payments"."refund_pending_minor" >= 0
        and "payments"."capture_pending_minor" >= 0
        and "payments"."refunded_minor" + "payments"."refund_pending_minor" <= "payments"."captured_minor"
        and "payments"."captured_minor" + "payments"."capture_pending_minor" <= "payments"."amount_minor");--> statement-breakpoint
-- Issue 38 (ADR 0105): events keep the payment as it was; the money fields it now carries are said of the old ones
-- too (nothing was pending then), so GET /events still answers them.
UPDATE "platform_events" SET "data" = jsonb_set("data", '{attributes}', ("data"->'attributes')
  || '{"capture_pending_minor": "0", "cancellation_pending": false}'::jsonb)
WHERE "data" ? 'attributes' AND NOT ("data"->'attributes' ? 'capture_pending_minor');
