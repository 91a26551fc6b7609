ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_message" text;--> statement-breakpoint
-- Issue 32: each failed payment's free-text reason (its last status step's) becomes a declared code, the text kept
-- beside it. A text no code fits is 'other'; a failure that gave no text is 'other' with no message.
UPDATE "payments" SET
  "failure_message" = nullif(btrim("status_history" -> -1 ->> 'reason'), ''),
  "failure_reason" = CASE regexp_replace(lower(btrim(coalesce("status_history" -> -1 ->> 'reason', ''))), '[.!]+$', '')
    WHEN 'insufficient funds' THEN 'insufficient_funds'
    WHEN 'not sufficient funds' THEN 'insufficient_funds'
    WHEN 'do not honour' THEN 'do_not_honour'
    WHEN 'do not honor' THEN 'do_not_honour'
    WHEN 'card expired' THEN 'card_expired'
    WHEN 'expired card' THEN 'card_expired'
    WHEN 'invalid card number' THEN 'invalid_card_details'
    WHEN 'invalid cvc' THEN 'invalid_card_details'
    WHEN '3-d secure failed' THEN 'three_ds_failed'
    WHEN '3ds failed' THEN 'three_ds_failed'
    WHEN '3-d secure authentication failed' THEN 'three_ds_failed'
    WHEN 'limit exceeded' THEN 'limit_exceeded'
    WHEN 'exceeds withdrawal limit' THEN 'limit_exceeded'
    WHEN 'issuer unavailable' THEN 'issuer_unavailable'
    WHEN 'issuer or switch inoperative' THEN 'issuer_unavailable'
    WHEN 'suspected fraud' THEN 'fraud_suspected'
    WHEN 'fraud suspected' THEN 'fraud_suspected'
    ELSE 'other'
  END
WHERE "status" = 'failed';--> statement-breakpoint
CREATE INDEX "payments_failure_reason_created" ON "payments" USING btree ("organization_id","mode","failure_reason","created_at","id") WHERE "payments"."failure_reason" is not null;
