ALTER TABLE "payment_operations" DROP CONSTRAINT "payment_operations_settled";--> statement-breakpoint
ALTER TABLE "payment_operations" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD COLUMN "approval_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
-- Every operation before approvals was sent to the platform when it was asked for.
UPDATE "payment_operations" SET "sent_at" = "created_at";--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_operations_decided_by_user" ON "payment_operations" USING btree ("decided_by_user_id");--> statement-breakpoint
CREATE INDEX "payment_operations_awaiting_approval" ON "payment_operations" USING btree ("organization_id","mode","approval_expires_at") WHERE "payment_operations"."status" = 'awaiting_approval';--> statement-breakpoint
CREATE INDEX "payment_operations_approval_expiry" ON "payment_operations" USING btree ("approval_expires_at") WHERE "payment_operations"."status" = 'awaiting_approval';--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_sent" CHECK ("payment_operations"."status" not in ('pending', 'succeeded', 'failed') or "payment_operations"."sent_at" is not null);--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_awaiting" CHECK ("payment_operations"."status" not in ('awaiting_approval', 'rejected', 'expired') or "payment_operations"."approval_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_settled" CHECK (("payment_operations"."status" in ('pending', 'awaiting_approval')) = ("payment_operations"."settled_at" is null));