import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../payments/fixed-values';
import { API_KEY_SECRET_PATTERN, API_KEY_SECRET_PREFIX } from './api-keys';
import {
  canChangePaymentStatus,
  PLATFORM_REPORTED_STATUSES,
  platformMayReportChange,
} from './payment-status-changes';

describe('a payment’s state machine (issue 36)', () => {
  it('moves forward only: created and processing may settle, a settled payment stays settled', () => {
    expect(canChangePaymentStatus('created', 'processing')).toBe(true);
    expect(canChangePaymentStatus('processing', 'success')).toBe(true);
    expect(canChangePaymentStatus('processing', 'failed')).toBe(true);
    expect(canChangePaymentStatus('created', 'cancelled')).toBe(true);
    expect(canChangePaymentStatus('processing', 'created')).toBe(false);
    expect(canChangePaymentStatus('success', 'failed')).toBe(false);
    for (const final of ['failed', 'cancelled', 'refunded'] as const) {
      for (const next of PAYMENT_STATUSES) expect(canChangePaymentStatus(final, next)).toBe(false);
    }
  });

  it('never lets a status repeat itself, nor a platform report a refund', () => {
    for (const status of PAYMENT_STATUSES) expect(canChangePaymentStatus(status, status)).toBe(false);
    expect(PLATFORM_REPORTED_STATUSES).not.toContain('refunded');
  });

  it('leaves an authorisation only through its operations (issue 38)', () => {
    expect(platformMayReportChange('created', 'authorized')).toBe(true);
    expect(platformMayReportChange('processing', 'authorized')).toBe(true);
    expect(canChangePaymentStatus('authorized', 'success')).toBe(true);
    expect(platformMayReportChange('authorized', 'success')).toBe(false);
    expect(platformMayReportChange('authorized', 'cancelled')).toBe(false);
    expect(platformMayReportChange('success', 'refunded')).toBe(false);
  });
});

describe('API key secrets', () => {
  it('start with their mode and hold 32 random bytes in base64url', () => {
    expect(API_KEY_SECRET_PREFIX).toEqual({ live: 'pg_live_', test: 'pg_test_' });
    expect(API_KEY_SECRET_PATTERN.test(`pg_live_${'a'.repeat(43)}`)).toBe(true);
    expect(API_KEY_SECRET_PATTERN.test(`pg_prod_${'a'.repeat(43)}`)).toBe(false);
    expect(API_KEY_SECRET_PATTERN.test(`pg_test_${'a'.repeat(42)}`)).toBe(false);
  });
});
