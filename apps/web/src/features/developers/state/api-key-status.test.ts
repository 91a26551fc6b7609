import type { ApiKey } from '@paygrid/contracts/api-keys/api-key';
import { describe, expect, it } from 'vitest';
import { sampleKey } from '../developers.test-support';
import { apiKeyStatusOf, inListOrder } from './api-key-status';

const key = (id: string, attributes: Partial<ApiKey['attributes']> = {}): ApiKey => ({
  ...sampleKey,
  id,
  attributes: { ...sampleKey.attributes, name: id, ...attributes },
});

const now = Date.parse('2026-11-20T10:00:00Z');

describe('a key’s status (issue 36)', () => {
  it('is revoked for good, expired past its last second, else active', () => {
    expect(apiKeyStatusOf(key('a').attributes, now)).toBe('active');
    expect(apiKeyStatusOf(key('b', { expires_at: '2026-11-20T10:00:01Z' }).attributes, now)).toBe('active');
    expect(apiKeyStatusOf(key('c', { expires_at: '2026-11-20T10:00:00Z' }).attributes, now)).toBe('expired');
    const both = key('d', { expires_at: '2026-01-01T00:00:00Z', revoked_at: '2025-12-01T00:00:00Z' });
    expect(apiKeyStatusOf(both.attributes, now)).toBe('revoked');
  });

  it('lists the keys in use first in the server’s order, the revoked ones after them', () => {
    const keys = [
      key('newest'),
      key('revoked-new', { revoked_at: '2026-11-19T00:00:00Z' }),
      key('expired', { expires_at: '2026-11-01T00:00:00Z' }),
      key('revoked-old', { revoked_at: '2026-11-02T00:00:00Z' }),
      key('oldest'),
    ];
    expect(inListOrder(keys).map((k) => k.id)).toEqual([
      'newest',
      'expired',
      'oldest',
      'revoked-new',
      'revoked-old',
    ]);
  });
});
