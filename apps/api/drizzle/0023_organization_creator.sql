-- Issue 33: an account may create a bounded number of organisations in all (ADR 0096), counted by who created
-- each one, whoever owns it now. Organisations made before this migration take their earliest member as their
-- creator: the creator's owner membership is made in the organisation's own transaction.
ALTER TABLE "organizations" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "organizations" SET "created_by" = (
  SELECT "user_id" FROM "memberships" WHERE "memberships"."organization_id" = "organizations"."id"
  ORDER BY "memberships"."created_at", "memberships"."id" LIMIT 1
);--> statement-breakpoint
CREATE INDEX "organizations_created_by" ON "organizations" USING btree ("created_by");
