import type { PaymentMode } from '../payments/fixed-values';

/**
 * What an API key may do on the platform API (issue 36), one resource and verb each: a key without
 * `payments:write` cannot create or change a payment, whatever else it holds. Later issues add theirs here.
 */
export const API_KEY_PERMISSIONS = [
  'payments:read',
  'payments:write',
  'events:read',
  'operations:read',
  'operations:write',
] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/** A key's secret starts with its mode, so a live secret pasted into a test set-up is seen for what it is. */
export const API_KEY_SECRET_PREFIX: Record<PaymentMode, string> = { live: 'pg_live_', test: 'pg_test_' };

/** Characters of the secret (its mode prefix included) the console keeps visible to tell keys apart. */
export const API_KEY_VISIBLE_PREFIX_LENGTH = 12;

export const API_KEY_LIMITS = {
  nameMaxLength: 100,
  /** Address ranges of one key's allow-list. */
  allowedCidrsMax: 20,
  /** How long a rolled secret keeps working beside the new one, at most. */
  rollGraceHoursMax: 24,
  /** Live keys an organisation keeps; revoked ones do not count (the latest of them stay listed as history). */
  perOrganization: 100,
} as const;

/** The console says when a key was used last; the server writes it at most this often (no hot row). */
export const API_KEY_LAST_USED_PRECISION_MS = 60_000;

/** A secret as the platform sends it: the mode prefix and 43 base64url characters (32 random bytes). */
export const API_KEY_SECRET_PATTERN = /^pg_(live|test)_[A-Za-z0-9_-]{43}$/;
