CREATE TABLE "saved_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"grid_code" text NOT NULL,
	"name" text,
	"description" text,
	"access_scope" text,
	"is_favorite" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sort" jsonb,
	"table_columns" jsonb,
	"filters" jsonb,
	"column_editing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_presets_shape" CHECK (case kind
        when 'view' then name is not null and access_scope is not null and sort is not null
          and table_columns is not null and filters is not null
        when 'filter' then name is not null and access_scope is not null and filters is not null
          and sort is null and table_columns is null and description is null
        when 'columns' then name is null and access_scope is null and table_columns is not null and sort is null
          and filters is null and description is null
        else false
      end)
);
--> statement-breakpoint
ALTER TABLE "saved_presets" ADD CONSTRAINT "saved_presets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_presets" ADD CONSTRAINT "saved_presets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_presets_organization_grid" ON "saved_presets" USING btree ("organization_id","grid_code","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_presets_own_columns" ON "saved_presets" USING btree ("organization_id","owner_id","grid_code") WHERE kind = 'columns';--> statement-breakpoint
-- Issue 34: the three copy-shaped tables become one. Every preset keeps its id, so view_id links keep working.
INSERT INTO "saved_presets" ("id", "kind", "organization_id", "owner_id", "grid_code", "name", "description", "access_scope", "is_favorite", "position", "sort", "table_columns", "filters", "column_editing", "created_at", "updated_at")
SELECT "id", 'view', "organization_id", "owner_id", "grid_code", "name", "description", "access_scope", "is_favorite", "position", "sort", "table_columns", "filters", false, "created_at", "updated_at" FROM "saved_views";--> statement-breakpoint
INSERT INTO "saved_presets" ("id", "kind", "organization_id", "owner_id", "grid_code", "name", "description", "access_scope", "is_favorite", "position", "sort", "table_columns", "filters", "column_editing", "created_at", "updated_at")
SELECT "id", 'filter', "organization_id", "owner_id", "grid_code", "name", NULL, "access_scope", "is_favorite", "position", NULL, NULL, "filters", false, "created_at", "updated_at" FROM "saved_filters";--> statement-breakpoint
INSERT INTO "saved_presets" ("id", "kind", "organization_id", "owner_id", "grid_code", "name", "description", "access_scope", "is_favorite", "position", "sort", "table_columns", "filters", "column_editing", "created_at", "updated_at")
SELECT "id", 'columns', "organization_id", "owner_id", "grid_code", NULL, NULL, NULL, true, 0, NULL, "table_columns", NULL, "column_editing", "created_at", "updated_at" FROM "saved_columns";
