import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_DELIVERY_STATUSES } from '@paygrid/domain/platform/webhooks';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';
import { eventTypeWord } from '~/shared/i18n/event-type-words';

/** Every key of a catalogue's subtree, dotted, a plural's forms as one key. */
const keysOf = (node: unknown, prefix: string): string[] =>
  typeof node === 'object' && node !== null
    ? [
        ...new Set(
          Object.entries(node).flatMap(([key, value]) =>
            keysOf(value, `${prefix}.${key.replace(/_(zero|one|two|few|many|other)$/, '')}`),
          ),
        ),
      ]
    : [prefix];

// The grid's column and filter labels are checked with every grid's (shared/grid/declared-labels.test.ts).
describe('the webhooks have their words in en and uk (issue 37)', () => {
  it('has the same keys in both languages, each sentence worded differently', () => {
    expect(keysOf(uk.webhooks, 'webhooks')).toEqual(keysOf(en.webhooks, 'webhooks'));
    expect(uk.webhooks.intro).not.toBe(en.webhooks.intro);
    expect(Object.keys(uk.webhooks.resend_failed)).toEqual(
      expect.arrayContaining(['done_one', 'done_few', 'done_many', 'done_other']),
    );
    for (const catalogue of [en, uk]) {
      expect(typeof catalogue.page_title__webhook_deliveries).toBe('string');
      expect(typeof catalogue.page_title__webhook_delivery).toBe('string');
    }
  });

  it('words every event type and delivery status once, from the declaration', () => {
    for (const catalogue of [en, uk]) {
      expect(Object.keys(catalogue.webhooks.event).sort()).toEqual(
        WEBHOOK_DELIVERY_EVENT_TYPES.map((type) => eventTypeWord[type]).sort(),
      );
      expect(Object.keys(catalogue.webhooks.delivery_status).sort()).toEqual(
        [...WEBHOOK_DELIVERY_STATUSES].sort(),
      );
    }
  });
});
