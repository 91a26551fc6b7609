import { apiErrorSchema } from '@paygrid/contracts';
import { z } from 'zod';

/** What every platform API route of payments says in the OpenAPI document: its tag, the key, the errors. */
export const platformTags = ['platform'];
export const platformSecurity = [{ apiKey: [] }];
export const platformErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
export const IDEMPOTENCY =
  'Send an `Idempotency-Key` header (1–255 visible characters) to retry safely: the same key with the same body within 24 hours answers the first answer again with `Idempotent-Replayed: true`; with another body, 422; while the first runs, 409.';
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().max(255).optional() });
