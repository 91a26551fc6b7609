import { paymentGridListSchema } from '@paygrid/contracts/payments/payment';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from '@paygrid/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from './answer-serializer';

const writerOf = (schema: z.ZodType, alsoCheck: boolean) =>
  answerSerializer({ alsoCheck })({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;

/** What the server wrote before ADR 0084: zod's check and encoding, then JSON.stringify. */
const checkedText = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

const text = fc.string({ unit: 'binary', maxLength: 40 });
const minor = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String);
const attributes = fc.record(
  {
    type: fc.constantFrom(...PAYMENT_TYPES),
    status: fc.constantFrom(...PAYMENT_STATUSES),
    amount_minor: minor,
    currency: text,
    exponent: fc.integer({ min: 0, max: 4 }),
    target_amount_minor: fc.option(minor),
    target_currency: fc.option(text),
    target_exponent: fc.option(fc.integer({ min: 0, max: 4 })),
    rate: fc.option(text),
    fee_minor: minor,
    method: fc.constantFrom(...PAYMENT_METHODS),
    vendor: fc.option(text),
    three_ds: fc.option(fc.boolean()),
    customer_email: text,
    customer_country: text,
    reference: text,
    description: text,
    created_at: text,
  },
  { requiredKeys: [] },
);
const page = fc.record({
  count: fc.nat(),
  total: fc.nat(),
  total_estimated: fc.boolean(),
  pages: fc.nat(),
  first: fc.option(fc.nat()),
  last: fc.option(fc.nat()),
  prev: fc.option(fc.nat()),
  next: fc.option(fc.nat()),
  before: fc.option(text),
  after: fc.option(text),
});
const paymentsPage = fc.record({
  data: fc.array(fc.record({ type: fc.constant('payment'), id: text, attributes }), { maxLength: 5 }),
  meta: fc.record({ page }),
});

describe('answerSerializer', () => {
  it('writes a payments page as zod checked and wrote it, whatever the text in it', () => {
    const write = writerOf(paymentGridListSchema, false);
    fc.assert(
      fc.property(paymentsPage, (answer) => {
        expect(write(answer)).toBe(checkedText(paymentGridListSchema, answer));
      }),
      { numRuns: 300 },
    );
  });

  it('writes only the declared fields: a column the row read but the schema does not name stays out', () => {
    const schema = z.object({ id: z.string(), attributes: z.object({ email: z.string() }) });
    const write = writerOf(schema, false);
    const written = write({
      id: 'u1',
      password_hash: '$argon2id$…',
      attributes: { email: 'a@example.com', totp_secret: 'JBSWY3DP' },
    });
    expect(JSON.parse(written)).toEqual({ id: 'u1', attributes: { email: 'a@example.com' } });
  });

  it('checks each answer as well when asked: one its schema refuses fails instead of being written', () => {
    const schema = z.object({ status: z.enum(['success', 'failed']), count: z.number().int() });
    expect(() => writerOf(schema, true)({ status: 'lost', count: 1 })).toThrow();
    expect(() => writerOf(schema, true)({ status: 'success', count: 1.5 })).toThrow();
    expect(writerOf(schema, true)({ status: 'success', count: 2 })).toBe('{"status":"success","count":2}');
  });

  it('leaves to zod a schema whose keys the compiled writer would reorder, or whose encoding changes the value', () => {
    // fast-json-stringify writes required properties first; zod keeps the schema's order.
    const reordered = z.object({ parent: z.string().optional(), multiplier: z.number() });
    expect(writerOf(reordered, false)({ parent: 'BTC', multiplier: 100 })).toBe(
      '{"parent":"BTC","multiplier":100}',
    );
    const defaulted = z.object({ size: z.number().default(20) });
    expect(() => writerOf(defaulted, false)({})).toThrow();
    const transformed = z.object({ at: z.string().transform((text) => text.length) });
    expect(() => writerOf(transformed, false)({ at: 'x' })).toThrow();
  });

  it('leaves a schema JSON Schema cannot express to zod', () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-11-26T10:00:00.000Z');
    expect(writerOf(schema, false)({ at })).toBe('{"at":"2026-11-26T10:00:00.000Z"}');
    expect(() => writerOf(schema, false)({ at: 'yesterday' })).toThrow();
  });
});
