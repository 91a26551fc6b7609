import { type MessageParams, validationMessageKeys } from './messages';
import { issue, type Rule } from './rule';

/** §5 regexp match with a custom message (any i18n key). Non-strings fail too. */
export const matches =
  (pattern: RegExp, messageKey: string, params?: MessageParams): Rule =>
  (value) => {
    if (typeof value !== 'string') return issue(messageKey, params);
    pattern.lastIndex = 0;
    return pattern.test(value) ? undefined : issue(messageKey, params);
  };

/**
 * §5 phone: +, 1-3 digits of country code, then groups of 3, 3 and 4-6 digits (a space or dash may separate groups).
 * @public SPEC §5 names this rule; forms use it as they come (ADR 0098).
 */
export const phonePattern = /^\+\d{1,3}[ -]?\d{3}[ -]?\d{3}[ -]?\d{4,6}$/;

/** §5 e-mail: unicode letters, quoted local parts and IP-literal domains are allowed. */
export const emailPattern =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"(?:[^"\\\r\n]|\\.)+")@(?:\[(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\]|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,})$/u;

/** @public SPEC §5 names this rule; forms use it as they come (ADR 0098). */
export const phone = (): Rule => matches(phonePattern, validationMessageKeys.invalid);
export const email = (): Rule => matches(emailPattern, validationMessageKeys.invalid);
