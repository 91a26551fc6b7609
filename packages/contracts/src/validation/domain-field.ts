import { optional, type Rule, runRule, type ValidationIssue } from '@paygrid/domain';
import { z } from 'zod';

/** Where a zod issue made from a domain rule keeps the domain message (key and parameters). */
export const DOMAIN_ISSUE_PARAM = 'domainIssue';

/** Adds the issue of a failing domain rule to a zod refinement context, message = the i18n key. */
export const addDomainIssue = (
  ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void },
  found: ValidationIssue,
  input: unknown,
): void => {
  ctx.addIssue({
    code: 'custom',
    message: found.key,
    input,
    path: found.path ? [...found.path] : [],
    params: { [DOMAIN_ISSUE_PARAM]: { key: found.key, params: found.params ?? {} } },
  });
};

/**
 * A zod schema for a field checked by a domain rule, so server and client reject the same input with the
 * same key. The domain rule sees the raw input first; `output` (optional) then parses what passed, e.g.
 * `fieldFrom(allOf(required(), string({ maxLength: 100 })), z.string())`.
 */
export function fieldFrom(rule: Rule): z.ZodType<unknown>;
export function fieldFrom<T>(rule: Rule, output: z.ZodType<T>): z.ZodType<T>;
export function fieldFrom<T>(rule: Rule, output?: z.ZodType<T>): z.ZodType<unknown> {
  const checked = z.unknown().superRefine((value, ctx) => {
    const found = runRule(rule, value);
    if (found) addDomainIssue(ctx, found, value);
  });
  return output ? checked.pipe(output) : checked;
}

/**
 * §5 optional field: an absent key or an empty value passes, anything else must pass the rules.
 * (A refined zod schema makes its object key required, hence the explicit `.optional()`.)
 */
export function optionalFieldFrom(rule: Rule): z.ZodOptional<z.ZodType<unknown>>;
export function optionalFieldFrom<T>(
  rule: Rule,
  output: z.ZodType<T>,
): z.ZodOptional<z.ZodType<T | undefined>>;
export function optionalFieldFrom<T>(rule: Rule, output?: z.ZodType<T>): z.ZodOptional<z.ZodType<unknown>> {
  return fieldFrom(
    optional(rule),
    output ? z.union([z.literal(''), z.null(), output]) : z.unknown(),
  ).optional();
}

/** Adds domain rules to an existing schema; they run on its parsed output. */
export const refineWith = <S extends z.ZodType>(schema: S, ...rules: ReadonlyArray<Rule>): S =>
  schema.superRefine((value, ctx) => {
    for (const rule of rules) {
      const found = runRule(rule, value);
      if (found) {
        addDomainIssue(ctx, found, value);
        return;
      }
    }
  }) as S;
