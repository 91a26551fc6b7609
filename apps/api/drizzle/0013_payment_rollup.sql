CREATE TABLE "payment_rollup_hours" (
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"count" bigint NOT NULL,
	"amount_minor" numeric(38, 0) NOT NULL,
	CONSTRAINT "payment_rollup_hours_pk" PRIMARY KEY("organization_id","mode","hour","currency","status","method","type")
);
--> statement-breakpoint
ALTER TABLE "payment_rollup_hours" ADD CONSTRAINT "payment_rollup_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;