import { allOf, issue, required, runRule, string, type ValidationIssue } from '../validation';

const PASSWORD_MIN_LENGTH = 8;
/** @internal Exported for tests only. */
export const PASSWORD_MAX_LENGTH = 128;

/** @internal Exported for tests only. */
export const passwordMessageKeys = {
  sameAsEmail: 'validation__password_same_as_email',
  tooCommon: 'validation__password_too_common',
} as const;

/** The password a person types to sign in or to confirm a change: any they may have set, so only its length. */
export const enteredPasswordRule = allOf(required(), string({ maxLength: PASSWORD_MAX_LENGTH }));

export type PasswordContext = {
  /** The account's e-mail: a password equal to it (or to its local part) is refused. */
  email?: string | undefined;
  /** Whether a password is on the common-passwords list; kept apart so the browser loads the list only when needed. */
  isCommon?: (password: string) => boolean;
};

/** The product's rule for a new password: 8-128 characters, not the e-mail, not one of the 10,000 most common. */
export function newPasswordIssue(
  password: unknown,
  context: PasswordContext = {},
): ValidationIssue | undefined {
  const basic = runRule(
    allOf(required(), string({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })),
    password,
  );
  if (basic) return basic;
  const value = String(password);
  const lowered = value.trim().toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split('@')[0]))
    return issue(passwordMessageKeys.sameAsEmail);
  if (context.isCommon?.(value)) return issue(passwordMessageKeys.tooCommon);
  return undefined;
}
