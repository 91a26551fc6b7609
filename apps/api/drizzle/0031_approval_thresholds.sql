CREATE TABLE "operation_approval_thresholds" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_approval_thresholds_pk" PRIMARY KEY("organization_id","currency"),
	CONSTRAINT "operation_approval_thresholds_id_unique" UNIQUE("id"),
	CONSTRAINT "operation_approval_thresholds_amount_positive" CHECK ("operation_approval_thresholds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "operation_approval_thresholds" ADD CONSTRAINT "operation_approval_thresholds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_approval_thresholds" ADD CONSTRAINT "operation_approval_thresholds_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_approval_thresholds_updated_by" ON "operation_approval_thresholds" USING btree ("updated_by_user_id");