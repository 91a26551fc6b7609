import { type ValidationIssue, validationMessageKeys } from '@paygrid/domain';
import type { z } from 'zod';
import { DOMAIN_ISSUE_PARAM } from './domain-field';

/** A validation failure at a place in the input: what the UI shows next to a field. */
export type FieldIssue = {
  path: Array<string | number>;
  key: string;
  params: Record<string, string | number>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const sizeLimit = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;

const valueAt = (input: unknown, path: ReadonlyArray<PropertyKey>): unknown =>
  path.reduce<unknown>(
    (value, part) => (isRecord(value) ? (value as Record<PropertyKey, unknown>)[part] : undefined),
    input,
  );

/** zod 4 leaves the input out of its issues; the parsed input (when given) or the message tells a missing value. */
const isMissing = (issue: z.core.$ZodIssue, input: unknown): boolean =>
  input !== undefined ? valueAt(input, issue.path) == null : /received (undefined|null)$/.test(issue.message);

/**
 * The domain message of a zod issue: the one a domain rule put there, or the nearest §5 key for zod's own
 * checks (missing value -> required, length bounds -> too short/long, anything else -> invalid value).
 */
export const domainIssueOf = (issue: z.core.$ZodIssue, input?: unknown): ValidationIssue => {
  const custom = issue.code === 'custom' && isRecord(issue.params) ? issue.params : undefined;
  const carried = custom?.[DOMAIN_ISSUE_PARAM];
  if (isRecord(carried) && typeof carried.key === 'string') {
    const params = isRecord(carried.params) ? (carried.params as Record<string, string | number>) : {};
    return Object.keys(params).length > 0 ? { key: carried.key, params } : { key: carried.key };
  }
  if (issue.code === 'invalid_type' && isMissing(issue, input)) {
    return { key: validationMessageKeys.required };
  }
  if (issue.code === 'invalid_type' && issue.expected === 'string')
    return { key: validationMessageKeys.notString };
  if (issue.code === 'invalid_type' && issue.expected === 'array')
    return { key: validationMessageKeys.notArray };
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = sizeLimit(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    if (limit !== undefined && (issue.origin === 'string' || issue.origin === 'array')) {
      const key =
        issue.origin === 'string'
          ? issue.code === 'too_small'
            ? validationMessageKeys.tooShort
            : validationMessageKeys.tooLong
          : issue.code === 'too_small'
            ? validationMessageKeys.tooFewItems
            : validationMessageKeys.tooManyItems;
      return { key, params: issue.code === 'too_small' ? { min: limit } : { max: limit } };
    }
  }
  return { key: validationMessageKeys.invalid };
};

/** Every issue of a zod error as field issues with domain keys. */
export const fieldIssuesOf = (error: z.ZodError, input?: unknown): FieldIssue[] =>
  error.issues.map((issue) => {
    const found = domainIssueOf(issue, input);
    return {
      path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      key: found.key,
      params: { ...(found.params ?? {}) },
    };
  });
