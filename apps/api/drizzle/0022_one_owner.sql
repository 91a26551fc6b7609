-- Issue 33: parallel owner transfers could leave several owners. The earliest owner of each organisation stays
-- owner (by when the membership was made, then its id); the others become admins. The start logs each organisation
-- repaired (db/owner-repair.ts) before this runs.
UPDATE "memberships" SET "role" = 'admin', "updated_at" = now()
WHERE "role" = 'owner' AND "id" NOT IN (
  SELECT DISTINCT ON ("organization_id") "id" FROM "memberships"
  WHERE "role" = 'owner'
  ORDER BY "organization_id", "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_owner" ON "memberships" USING btree ("organization_id") WHERE "memberships"."role" = 'owner';
