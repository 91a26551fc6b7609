import { newPasswordIssue } from '@paygrid/domain/accounts/password-policy';
import { encodeFieldMessage } from '~/shared/forms/field-message';

let commonCheck: Promise<(password: string) => boolean> | undefined;

/** The 10,000-entry list is ~100 kB: fetched only when a new password is actually checked. */
function loadCommonPasswordCheck(): Promise<(password: string) => boolean> {
  commonCheck ??= import('@paygrid/domain/accounts/common-passwords').then(
    (module) => module.isCommonPassword,
  );
  return commonCheck;
}

/** The shared new-password rule without the common-password list (fast, runs on every validation). */
export function newPasswordError(password: string, email?: string): string | undefined {
  const found = newPasswordIssue(password, { email });
  return found ? encodeFieldMessage(found) : undefined;
}

/** The full rule, list included (runs on submit). */
export async function newPasswordErrorWithList(
  password: string,
  email?: string,
): Promise<string | undefined> {
  const isCommon = await loadCommonPasswordCheck().catch(() => undefined);
  const found = newPasswordIssue(password, { email, ...(isCommon ? { isCommon } : {}) });
  return found ? encodeFieldMessage(found) : undefined;
}
