-- Search finds a payment by the start of its id through this index; the search text (and its trigram index) no
-- longer holds the id, a third of the index and of the time to build it (ADR 0056, update 2026-11-26).
CREATE INDEX "payments_id_prefix" ON "payments" USING btree ("id" text_pattern_ops);--> statement-breakpoint
UPDATE "payments" SET "search" = substr("search", length("id") + 2) WHERE left("search", length("id") + 1) = "id" || ' ';
