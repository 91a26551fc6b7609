CREATE TABLE "payment_operation_rollup_hours" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"count" bigint NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_operation_rollup_hours_pk" PRIMARY KEY("organization_id","mode","hour","kind","currency","method"),
	CONSTRAINT "payment_operation_rollup_hours_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "payment_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"failure_message" text,
	"requested_by_user_id" uuid,
	"requested_by_api_key_id" uuid,
	"requested_via" text NOT NULL,
	"settles_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_operations_amount_positive" CHECK ("payment_operations"."amount_minor" > 0),
	CONSTRAINT "payment_operations_settled" CHECK (("payment_operations"."status" = 'pending') = ("payment_operations"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_pending_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_events" ADD COLUMN "operation" jsonb;--> statement-breakpoint
ALTER TABLE "payment_operation_rollup_hours" ADD CONSTRAINT "payment_operation_rollup_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_requested_by_api_key_id_api_keys_id_fk" FOREIGN KEY ("requested_by_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_operations_payment" ON "payment_operations" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_operations_pending" ON "payment_operations" USING btree ("organization_id","mode","created_at") WHERE "payment_operations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_operations_refunds_settled" ON "payment_operations" USING btree ("organization_id","mode","settled_at") WHERE "payment_operations"."kind" = 'refund' and "payment_operations"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payment_operations_requested_by_user" ON "payment_operations" USING btree ("requested_by_user_id");--> statement-breakpoint
CREATE INDEX "payment_operations_requested_by_api_key" ON "payment_operations" USING btree ("requested_by_api_key_id");--> statement-breakpoint
CREATE INDEX "payment_operations_sandbox_due" ON "payment_operations" USING btree ("settles_at") WHERE "payment_operations"."status" = 'pending' and "payment_operations"."settles_at" is not null;--> statement-breakpoint
-- Issue 38 (ADR 0104): what today's rows become before the money checks hold them. A paid pay-in was captured in
-- full; a `refunded` payment was captured and refunded in full (any type: the demo wrote some payouts so).
UPDATE "payments" SET "captured_minor" = "amount_minor",
  "refunded_minor" = CASE WHEN "status" = 'refunded' THEN "amount_minor" ELSE 0 END
WHERE "status" = 'refunded' OR ("type" = 'payin' AND "status" = 'success');--> statement-breakpoint
-- A refunded pay-in gets the refund record it never had: succeeded, for its amount, settled when its history says it
-- was refunded. Its id is a ULID of that instant with the pay-in's own random part (unique as the pay-in's id is).
INSERT INTO "payment_operations" ("id", "organization_id", "mode", "payment_id", "kind", "status", "amount_minor",
  "currency", "reason", "note", "requested_via", "settled_at", "created_at", "updated_at")
SELECT (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
          ((refund.ms / power(32, 9 - i)::bigint) % 32)::int + 1, 1), '' ORDER BY i)
        FROM generate_series(0, 9) i) || right(p."id", 16),
  p."organization_id", p."mode", p."id", 'refund', 'succeeded', p."amount_minor", p."currency", 'other',
  'Refunded before refunds were recorded as operations', 'api', refund.at, refund.at, refund.at
FROM "payments" p
CROSS JOIN LATERAL (
  SELECT coalesce(
      (SELECT max((step->>'at')::timestamptz) FROM jsonb_array_elements(p."status_history") step
        WHERE step->>'status' = 'refunded'),
      p."updated_at") AS at) settled
CROSS JOIN LATERAL (SELECT settled.at, (extract(epoch FROM settled.at) * 1000)::bigint AS ms) refund
WHERE p."type" = 'payin' AND p."status" = 'refunded';--> statement-breakpoint
INSERT INTO "payment_operation_rollup_hours" ("organization_id", "mode", "hour", "kind", "currency", "method",
  "count", "amount_minor")
SELECT o."organization_id", o."mode", date_trunc('hour', o."settled_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  o."kind", o."currency", p."method", count(*), sum(o."amount_minor")
FROM "payment_operations" o JOIN "payments" p ON p."id" = o."payment_id"
WHERE o."status" = 'succeeded'
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- Events keep the payment as it was; the money fields it now carries are said of the old ones too.
UPDATE "platform_events" SET "data" = jsonb_set("data", '{attributes}', ("data"->'attributes') || jsonb_build_object(
  'captured_minor', CASE WHEN "data"->'attributes'->>'status' = 'refunded'
      OR ("data"->'attributes'->>'type' = 'payin' AND "data"->'attributes'->>'status' = 'success')
    THEN "data"->'attributes'->>'amount_minor' ELSE '0' END,
  'refunded_minor', CASE WHEN "data"->'attributes'->>'status' = 'refunded'
    THEN "data"->'attributes'->>'amount_minor' ELSE '0' END,
  'refund_pending_minor', '0'))
WHERE "data" ? 'attributes';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_operation_money" CHECK ("payments"."captured_minor" >= 0 and "payments"."refunded_minor" >= 0 and "payments"."refund_pending_minor" >= 0
        and "payments"."refunded_minor" + "payments"."refund_pending_minor" <= "payments"."captured_minor"
        and "payments"."captured_minor" <= "payments"."amount_minor");