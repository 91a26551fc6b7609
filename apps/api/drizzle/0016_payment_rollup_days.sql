CREATE TABLE "payment_rollup_days" (
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"count" bigint NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	CONSTRAINT "payment_rollup_days_pk" PRIMARY KEY("organization_id","mode","day","currency","status","method")
);
--> statement-breakpoint
ALTER TABLE "payment_rollup_days" ADD CONSTRAINT "payment_rollup_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: a database that already holds payments gets its days from the hourly rollup it keeps.
INSERT INTO "payment_rollup_days" ("organization_id", "mode", "day", "currency", "status", "method", "count", "amount_minor")
SELECT "organization_id", "mode", date_trunc('day', "hour" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "currency", "status", "method", sum("count"), sum("amount_minor")
FROM "payment_rollup_hours"
GROUP BY 1, 2, 3, 4, 5, 6;
