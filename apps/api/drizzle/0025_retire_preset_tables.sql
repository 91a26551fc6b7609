-- Issue 34: every row was copied into saved_presets by 0024.
DROP TABLE "saved_columns" CASCADE;--> statement-breakpoint
DROP TABLE "saved_filters" CASCADE;--> statement-breakpoint
DROP TABLE "saved_views" CASCADE;