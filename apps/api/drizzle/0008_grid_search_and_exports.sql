-- Search matches inside words, case- and accent-insensitively, on PGlite and PostgreSQL alike (issue 12).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes an indexable wrapper.
CREATE OR REPLACE FUNCTION search_normal(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE TABLE "grid_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "name_rank_en" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "name_rank_uk" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "name_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "grid_exports_user" ON "grid_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "countries_search_trgm" ON "countries" USING gin (search_normal("search") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currencies_search_trgm" ON "currencies" USING gin (search_normal("search") gin_trgm_ops);