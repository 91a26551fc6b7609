CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"target_amount_minor" bigint,
	"target_currency" text,
	"rate" text,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"vendor" text,
	"three_ds" boolean,
	"customer_email" text NOT NULL,
	"customer_country" text NOT NULL,
	"reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_created" ON "payments" USING btree ("organization_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created" ON "payments" USING btree ("organization_id","mode","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_type_created" ON "payments" USING btree ("organization_id","mode","type","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_currency_created" ON "payments" USING btree ("organization_id","mode","currency","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_amount" ON "payments" USING btree ("organization_id","mode","amount_minor","id");--> statement-breakpoint
CREATE INDEX "payments_reference" ON "payments" USING btree ("organization_id","mode","reference");--> statement-breakpoint
CREATE INDEX "payments_search_trgm" ON "payments" USING gin (search_normal("search") gin_trgm_ops);