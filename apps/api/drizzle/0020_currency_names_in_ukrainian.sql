ALTER TABLE "currencies" ADD COLUMN "name_uk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "name_rank_uk" integer DEFAULT 0 NOT NULL;