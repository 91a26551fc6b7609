-- Decision 0106, revised: a request waiting for approval holds nothing on its payment (it only counts against what
-- the console may still ask), so that it never binds the platform. Release what the waiting ones held until now.
UPDATE "payments" AS p SET
  "refund_pending_minor" = p."refund_pending_minor" - w."refunds",
  "capture_pending_minor" = p."capture_pending_minor" - w."captures",
  "cancellation_pending" = EXISTS (
    SELECT 1 FROM "payment_operations" AS o
    WHERE o."payment_id" = p."id" AND o."kind" = 'cancellation' AND o."status" = 'pending'
  )
FROM (
  SELECT "payment_id",
    coalesce(sum("amount_minor") FILTER (WHERE "kind" = 'refund'), 0) AS "refunds",
    coalesce(sum("amount_minor") FILTER (WHERE "kind" = 'capture'), 0) AS "captures"
  FROM "payment_operations"
  WHERE "status" = 'awaiting_approval'
  GROUP BY "payment_id"
) AS w
WHERE w."payment_id" = p."id";
