import { validationMessageKeys } from './messages';
import { issue, type Rule } from './rule';

/** A scheme (`https://`) or `www.`, in any case. */
const LINK_PREFIX = /[a-z][a-z\d+.-]*:\/\/|\bwww\./i;
/** A word glued to a lower-case top-level domain (`cheap-loans.com`); "Dr.Smith" and "J.R.R." stay names. */
const DOMAIN = /[\p{L}\d-]\.(?:[a-z]{2,}|xn--[a-z\d-]+)(?![\p{L}\d])/u;
/** C0 and C1 controls, and the invisible format characters that reorder or hide text (bidi overrides, zero widths). */
const CONTROL = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/**
 * Names of people and organisations travel in mail subjects and bodies (invitations): they refuse links,
 * addresses and control characters, so an invitation cannot carry someone else's message. One rule for
 * registration, join, profile and organisation forms. Non-strings pass: the string rule answers those.
 */
export const displayName = (): Rule => (value) => {
  if (typeof value !== 'string') return undefined;
  if (CONTROL.test(value)) return issue(validationMessageKeys.nameControl);
  if (value.includes('@')) return issue(validationMessageKeys.nameAddress);
  if (LINK_PREFIX.test(value) || DOMAIN.test(value)) return issue(validationMessageKeys.nameLink);
  return undefined;
};
