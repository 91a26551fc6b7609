ALTER TABLE "catalogue_versions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "grid_exports" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "grid_exports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "grid_exports" SET "created_at" = "started_at", "updated_at" = "started_at";--> statement-breakpoint
ALTER TABLE "organization_logos" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_rollup_days" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_rollup_days" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_rollup_days" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_rollup_hours" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_rollup_hours" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_rollup_hours" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "organization_logos" ADD CONSTRAINT "organization_logos_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "payment_rollup_days" ADD CONSTRAINT "payment_rollup_days_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "payment_rollup_hours" ADD CONSTRAINT "payment_rollup_hours_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_id_unique" UNIQUE("id");