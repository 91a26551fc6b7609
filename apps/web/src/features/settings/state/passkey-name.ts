import { required } from '@paygrid/domain/validation/presence';
import { allOf, type Rule } from '@paygrid/domain/validation/rule';
import { string } from '@paygrid/domain/validation/string-rule';

/**
 * The longest passkey name the API takes: the contract's PASSKEY_NAME_MAX, which the security page cannot import
 * without zod (decision 0023); passkey-name.test.ts holds the two equal.
 */
export const PASSKEY_NAME_LENGTH = 60;

/** A passkey's name, as typed and trimmed: 1 to 60 characters. */
export const passkeyNameRule: Rule = allOf(required(), string({ maxLength: PASSKEY_NAME_LENGTH }));
