import {
  allOf,
  array,
  email,
  englishValidationMessages,
  validationMessageKeys as keys,
  optional,
  required,
  string,
} from '@paygrid/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorItemsOf,
  domainIssueOf,
  fieldFrom,
  fieldIssuesOf,
  jsonPointer,
  optionalFieldFrom,
  refineWith,
} from './index';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldIssuesOf(result.error, input);
};

describe('§5 zod bridge: domain rules back the contracts', () => {
  it('§5 required: a missing field fails with the domain key', () => {
    const schema = z.object({ name: fieldFrom(allOf(required(), string({ maxLength: 3 })), z.string()) });
    expect(issuesOf(schema, {})).toEqual([{ path: ['name'], key: keys.required, params: {} }]);
    expect(issuesOf(schema, { name: 0 })).toEqual([{ path: ['name'], key: keys.notString, params: {} }]);
  });

  it('§5 string: the issue carries the message key and its parameters', () => {
    const schema = fieldFrom(string({ minLength: 2, maxLength: 4 }), z.string());
    const result = schema.safeParse('a');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(keys.range);
    expect(fieldIssuesOf(result.error as z.ZodError)).toEqual([
      { path: [], key: keys.range, params: { min: 2, max: 4 } },
    ]);
    expect(schema.parse('abc')).toBe('abc');
  });

  it('§5 optional: empty passes through the bridge', () => {
    const schema = z.object({
      email: optionalFieldFrom(email(), z.string()),
      note: optionalFieldFrom(required()),
    });
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.parse({ email: '', note: null })).toEqual({ email: '', note: null });
    expect(issuesOf(schema, { email: 'nope' })).toEqual([{ path: ['email'], key: keys.invalid, params: {} }]);
    expect(issuesOf(z.object({ email: fieldFrom(optional(email())) }), {})[0]?.key).toBe(keys.required);
  });

  it('§5 array: the failing item index is part of the path', () => {
    const schema = z.object({ tags: fieldFrom(array({ items: [string({ noSpaces: true })] })) });
    expect(issuesOf(schema, { tags: ['a', 'b c'] })).toEqual([
      { path: ['tags', 1], key: keys.noSpaces, params: {} },
    ]);
  });

  it('§5 a validator that throws fails with the async fallback key', () => {
    const schema = fieldFrom(() => {
      throw new Error('down');
    });
    expect(issuesOf(schema, 'x')).toEqual([{ path: [], key: keys.asyncFailed, params: {} }]);
  });

  it('§5 refineWith adds domain rules to a typed schema, first failure only', () => {
    const schema = refineWith(z.string(), string({ minLength: 5 }), string({ noSpaces: true }));
    expect(issuesOf(schema, 'a b')).toEqual([{ path: [], key: keys.tooShort, params: { min: 5 } }]);
    expect(issuesOf(schema, 'abcdef')).toEqual([]);
  });

  it("§5 zod's own checks map to the nearest domain key", () => {
    expect(issuesOf(z.object({ a: z.string() }), {})[0]?.key).toBe(keys.required);
    expect(fieldIssuesOf(z.object({ a: z.string() }).safeParse({}).error as z.ZodError)[0]?.key).toBe(
      keys.required,
    );
    expect(fieldIssuesOf(z.string().safeParse(3).error as z.ZodError)[0]?.key).toBe(keys.notString);
    expect(issuesOf(z.string(), 5)[0]?.key).toBe(keys.notString);
    expect(issuesOf(z.array(z.string()), 5)[0]?.key).toBe(keys.notArray);
    expect(issuesOf(z.string().min(3), 'a')[0]).toEqual({ path: [], key: keys.tooShort, params: { min: 3 } });
    expect(issuesOf(z.string().max(1), 'ab')[0]).toEqual({ path: [], key: keys.tooLong, params: { max: 1 } });
    expect(issuesOf(z.array(z.number()).min(1), [])[0]).toEqual({
      path: [],
      key: keys.tooFewItems,
      params: { min: 1 },
    });
    expect(issuesOf(z.array(z.number()).max(0), [1])[0]).toEqual({
      path: [],
      key: keys.tooManyItems,
      params: { max: 0 },
    });
    expect(issuesOf(z.number().min(3), 1)[0]?.key).toBe(keys.invalid);
    expect(issuesOf(z.email(), 'x')[0]?.key).toBe(keys.invalid);
    expect(domainIssueOf({ code: 'custom', message: 'x', path: [], params: { other: 1 } } as never)).toEqual({
      key: keys.invalid,
    });
    expect(
      domainIssueOf({
        code: 'custom',
        message: 'x',
        path: [],
        params: { domainIssue: { key: 'k' } },
      } as never),
    ).toEqual({ key: 'k' });
  });

  it('§8 API error items: code is the key, title its English text, pointer the field', () => {
    const schema = z.object({ email: fieldFrom(allOf(required(), string({ maxLength: 5 }))) });
    const result = schema.safeParse({ email: 'toolong' });
    expect(apiErrorItemsOf(result.error as z.ZodError, { pointerPrefix: '/data/attributes' })).toEqual([
      {
        status: '422',
        code: keys.tooLong,
        title: 'Value length is greater than 5',
        source: { pointer: '/data/attributes/email' },
        meta: { params: { max: 5 } },
      },
    ]);
    const missing = schema.safeParse({});
    expect(apiErrorItemsOf(missing.error as z.ZodError)[0]).toEqual({
      status: '422',
      code: keys.required,
      title: englishValidationMessages[keys.required],
      source: { pointer: '/email' },
    });
    expect(jsonPointer(['a/b', '~', 0])).toBe('/a~1b/~0/0');
  });
});
