import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';

/** Every key of a catalogue's subtree, dotted. */
const keysOf = (node: unknown, prefix: string): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => keysOf(value, `${prefix}.${key}`))
    : [prefix];

// Its grid's column and filter labels are checked with every grid's (shared/grid/declared-labels.test.ts).
describe('the audit log has its words in en and uk (issue 35)', () => {
  it('has the same keys in both languages, each worded differently where it is a sentence', () => {
    expect(keysOf(uk.audit_log, 'audit_log')).toEqual(keysOf(en.audit_log, 'audit_log'));
    expect(uk.audit_log.intro).not.toBe(en.audit_log.intro);
    expect(typeof uk.page_title__audit_log).toBe('string');
    expect(typeof uk.page_title__audit_event).toBe('string');
    expect(typeof uk.dashboard.nav.audit_log).toBe('string');
  });
});
