import { type Rule, runRule, type ValidationIssue } from '@paygrid/domain';
import { z } from 'zod';

/** Where a zod issue made from a domain rule keeps the domain message (key and parameters). */
export const DOMAIN_ISSUE_PARAM = 'domainIssue';

/** Adds the issue of a failing domain rule to a zod refinement context, message = the i18n key. */
const addDomainIssue = (
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
