import { apiErrorSchema } from '@paygrid/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { platformCallerOf } from '../../http/route-access';
import type { PlatformScope } from './platform-payments';

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

/**
 * The key's organisation and mode, and the call itself (its key and Idempotency-Key, checked by then), which the
 * events it makes record for the payment's story.
 */
export function platformScopeOf(request: FastifyRequest): PlatformScope {
  const caller = platformCallerOf(request);
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    organizationId: caller.organizationId,
    mode: caller.mode,
    apiKeyId: caller.keyId,
    caller: {
      apiKeyId: caller.keyId,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
    },
  };
}
