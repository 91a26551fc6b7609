import { type ApiKey, updateApiKeyBodySchema } from '@paygrid/contracts/api-keys/api-key';
import { describe, expect, it } from 'vitest';
import { encodeFieldMessage } from '~/shared/forms/field-message';
import { sampleKey } from '../developers.test-support';
import {
  type ApiKeyFormValues,
  apiKeyFormErrors,
  cidrLines,
  createBodyOf,
  emptyApiKeyForm,
  expiryOf,
  expiryTextsOf,
  formValuesOf,
  updateBodyOf,
} from './api-key-form';

const kyiv = { order: 'year-month-day', timeZone: 'Europe/Kyiv' } as const;
const dayFirst = { order: 'day-month-year', timeZone: 'America/New_York' } as const;
const now = Date.parse('2026-11-20T10:00:00Z');
/** The API's rule for one address line, as the form gets it (use-cidr-rule.ts). */
const address = updateApiKeyBodySchema.shape.allowed_cidrs.unwrap().element;
const isCidr = (line: string) => address.safeParse(line).success;
const message = (key: string, params?: Record<string, string | number>) =>
  encodeFieldMessage({ key, ...(params ? { params } : {}) });

const filled: ApiKeyFormValues = {
  ...emptyApiKeyForm,
  name: '  Checkout server ',
  permissions: ['events:read', 'payments:read'],
  allowed_cidrs: ' 203.0.113.0/24 \n\n2001:db8::/32\r\n198.51.100.7\n',
  expires_at: { year: '2026', month: '12', day: '31' },
  password: 'Quiet-harbour-lantern-42',
};

describe('the expiry of a key, a day in the reader’s zone (issue 36)', () => {
  it('is the last second of that day where the reader is, and null when left empty', () => {
    expect(expiryOf({ year: '2026', month: '12', day: '31' }, kyiv)).toEqual({
      kind: 'value',
      at: '2026-12-31T21:59:59.000Z',
    });
    expect(expiryOf({ day: '31', month: '12', year: '2026' }, dayFirst)).toEqual({
      kind: 'value',
      at: '2027-01-01T04:59:59.000Z',
    });
    expect(expiryOf({}, kyiv)).toEqual({ kind: 'value', at: null });
    expect(expiryOf({ year: '2026', month: '02', day: '30' }, kyiv)).toEqual({ kind: 'invalid' });
  });

  it('reads back as the same day in the date input', () => {
    expect(expiryTextsOf('2026-12-31T21:59:59.000Z', kyiv)).toEqual({ year: '2026', month: '12', day: '31' });
    expect(expiryTextsOf(null, kyiv)).toEqual({});
  });
});

describe('the key form’s rules, before anything is sent', () => {
  it('asks for a name, a permission and the password; the code only with two-factor authentication', () => {
    expect(apiKeyFormErrors(emptyApiKeyForm, { forms: kyiv, now, askCode: false })).toEqual({
      name: message('validation__required'),
      permissions: message('developers.form.permissions_required'),
      password: message('validation__required'),
    });
    expect(apiKeyFormErrors(filled, { forms: kyiv, now, askCode: true })).toEqual({
      code: message('validation__required'),
    });
    expect(apiKeyFormErrors({ ...filled, code: '123456' }, { forms: kyiv, now, askCode: true })).toEqual({});
  });

  it('names the first line that is no address or range, by the API’s own rule', () => {
    expect(cidrLines(filled.allowed_cidrs)).toEqual(['203.0.113.0/24', '2001:db8::/32', '198.51.100.7']);
    const wrong = { ...filled, allowed_cidrs: '203.0.113.0/24\n\n10.0.0.300\nnot an address' };
    expect(apiKeyFormErrors(wrong, { forms: kyiv, now, askCode: false, isCidr })).toEqual({
      allowed_cidrs: message('developers.form.cidr_invalid', { line: 2, value: '10.0.0.300' }),
    });
    // Before the rule has arrived, the API alone judges the lines.
    expect(apiKeyFormErrors(wrong, { forms: kyiv, now, askCode: false })).toEqual({});
    expect(apiKeyFormErrors(filled, { forms: kyiv, now, askCode: false, isCidr })).toEqual({});
    const many = { ...filled, allowed_cidrs: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`).join('\n') };
    expect(apiKeyFormErrors(many, { forms: kyiv, now, askCode: false })).toEqual({
      allowed_cidrs: message('developers.form.cidrs_too_many', { max: 20 }),
    });
  });

  it('refuses a past or impossible last day, but keeps a past one the key already has', () => {
    const past = { ...filled, expires_at: { year: '2026', month: '11', day: '19' } };
    expect(apiKeyFormErrors(past, { forms: kyiv, now, askCode: false })).toEqual({
      expires_at: message('developers.form.expiry_past'),
    });
    const today = { ...filled, expires_at: { year: '2026', month: '11', day: '20' } };
    expect(apiKeyFormErrors(today, { forms: kyiv, now, askCode: false })).toEqual({});
    expect(
      apiKeyFormErrors(past, { forms: kyiv, now, askCode: false, initialExpiry: past.expires_at }),
    ).toEqual({});
    const impossible = { ...filled, expires_at: { year: '2026', month: '13' } };
    expect(apiKeyFormErrors(impossible, { forms: kyiv, now, askCode: false })).toEqual({
      expires_at: message('validation__invalid'),
    });
    const long = { ...filled, name: 'x'.repeat(101) };
    expect(apiKeyFormErrors(long, { forms: kyiv, now, askCode: false })).toEqual({
      name: message('validation__too_long', { max: 100 }),
    });
  });
});

describe('what the forms send', () => {
  it('creates with the trimmed name, the permissions in their declared order and the address lines', () => {
    expect(createBodyOf(filled, kyiv, false)).toEqual({
      name: 'Checkout server',
      mode: 'test',
      permissions: ['payments:read', 'events:read'],
      allowed_cidrs: ['203.0.113.0/24', '2001:db8::/32', '198.51.100.7'],
      expires_at: '2026-12-31T21:59:59.000Z',
      password: 'Quiet-harbour-lantern-42',
    });
    expect(createBodyOf({ ...emptyApiKeyForm, code: ' 123456 ' }, kyiv, true)).toMatchObject({
      allowed_cidrs: [],
      expires_at: null,
      code: '123456',
    });
  });

  it('edits only what changed, with the proof; an emptied last day means it never expires', () => {
    const key: ApiKey['attributes'] = {
      ...sampleKey.attributes,
      mode: 'live',
      prefix: 'pg_live_AbCd',
      permissions: ['events:read', 'payments:read'],
      allowed_cidrs: ['203.0.113.0/24'],
      expires_at: '2026-12-31T21:59:59.000Z',
    };
    const initial = formValuesOf(key, kyiv);
    expect(initial).toMatchObject({
      permissions: ['payments:read', 'events:read'],
      allowed_cidrs: '203.0.113.0/24',
      expires_at: { year: '2026', month: '12', day: '31' },
    });
    const proof = { password: 'Quiet-harbour-lantern-42' };
    expect(updateBodyOf({ ...initial, ...proof }, initial, kyiv, false)).toEqual(proof);
    expect(
      updateBodyOf(
        {
          ...initial,
          ...proof,
          name: 'Checkout',
          permissions: ['events:read', 'payments:write', 'payments:read'],
          allowed_cidrs: '',
          expires_at: {},
        },
        initial,
        kyiv,
        false,
      ),
    ).toEqual({
      name: 'Checkout',
      permissions: ['payments:read', 'payments:write', 'events:read'],
      allowed_cidrs: [],
      expires_at: null,
      ...proof,
    });
  });
});
