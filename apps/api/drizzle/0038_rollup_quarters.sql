CREATE TABLE "payment_operation_rollup_quarters" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"count" bigint NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_operation_rollup_quarters_pk" PRIMARY KEY("organization_id","mode","quarter","kind","currency","method"),
	CONSTRAINT "payment_operation_rollup_quarters_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "payment_rollup_quarters" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"count" bigint NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_rollup_quarters_pk" PRIMARY KEY("organization_id","mode","quarter","currency","status","method","type"),
	CONSTRAINT "payment_rollup_quarters_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "payment_operation_rollup_quarters" ADD CONSTRAINT "payment_operation_rollup_quarters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_rollup_quarters" ADD CONSTRAINT "payment_rollup_quarters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (ADR 0108): the quarter hours are counted afresh from the payments rows, the days (now with the
-- payment's type) from those quarters, and the operations' quarter hours from the operations that succeeded; the
-- hourly tables go once nothing reads them. Rows go in in time order, as live writes arrive (ADR 0108).
INSERT INTO "payment_rollup_quarters" ("organization_id", "mode", "quarter", "currency", "status", "method", "type", "count", "amount_minor")
SELECT "organization_id", "mode", to_timestamp(floor(extract(epoch FROM "created_at") / 900) * 900), "currency", "status", "method", "type", count(*), sum("amount_minor")
FROM "payments"
GROUP BY 1, 2, 3, 4, 5, 6, 7
ORDER BY 1, 2, 3;--> statement-breakpoint
DELETE FROM "payment_rollup_days";--> statement-breakpoint
ALTER TABLE "payment_rollup_days" ADD COLUMN "type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_rollup_days" DROP CONSTRAINT "payment_rollup_days_pk";--> statement-breakpoint
ALTER TABLE "payment_rollup_days" ADD CONSTRAINT "payment_rollup_days_pk" PRIMARY KEY("organization_id","mode","day","currency","status","method","type");--> statement-breakpoint
INSERT INTO "payment_rollup_days" ("organization_id", "mode", "day", "currency", "status", "method", "type", "count", "amount_minor")
SELECT "organization_id", "mode", date_trunc('day', "quarter" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "currency", "status", "method", "type", sum("count"), sum("amount_minor")
FROM "payment_rollup_quarters"
GROUP BY 1, 2, 3, 4, 5, 6, 7
ORDER BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "payment_operation_rollup_quarters" ("organization_id", "mode", "quarter", "kind", "currency", "method", "count", "amount_minor")
SELECT o."organization_id", o."mode", to_timestamp(floor(extract(epoch FROM o."settled_at") / 900) * 900), o."kind", o."currency", p."method", count(*), sum(o."amount_minor")
FROM "payment_operations" o JOIN "payments" p ON p."id" = o."payment_id"
WHERE o."status" = 'succeeded'
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
DROP TABLE "payment_operation_rollup_hours" CASCADE;--> statement-breakpoint
DROP TABLE "payment_rollup_hours" CASCADE;
