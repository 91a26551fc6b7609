import { allOf, validationMessageKeys as keys, required, string } from '@paygrid/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainIssueOf, fieldFrom, fieldIssuesOf } from './index';

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

  it("§5 the path of a rule's issue (an item index) extends the field's path", () => {
    const secondItem = (value: unknown) =>
      Array.isArray(value) && value[1] !== undefined ? { key: keys.noSpaces, path: [1] } : undefined;
    expect(issuesOf(z.object({ tags: fieldFrom(secondItem) }), { tags: ['a', 'b c'] })).toEqual([
      { path: ['tags', 1], key: keys.noSpaces, params: {} },
    ]);
  });

  it('§5 a validator that throws fails with the async fallback key', () => {
    const schema = fieldFrom(() => {
      throw new Error('down');
    });
    expect(issuesOf(schema, 'x')).toEqual([{ path: [], key: keys.asyncFailed, params: {} }]);
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
});
