import { issue, type ValidationIssue } from '../validation';

const ALIAS_MIN_LENGTH = 3;
const ALIAS_MAX_LENGTH = 40;

/** Labels that name the console's own hosts or could pass for them. */
const RESERVED_ALIASES: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'static',
  'assets',
  'cdn',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'login',
  'auth',
  'sso',
  'console',
  'dashboard',
  'billing',
  'pay',
  'payments',
  'test',
  'sandbox',
  'staging',
  'dev',
  'localhost',
  'paygrid',
  'root',
  'system',
  'security',
  'smtp',
  'ftp',
  'ns1',
  'ns2',
]);

export const aliasMessageKeys = {
  format: 'validation__alias_format',
  reserved: 'validation__alias_reserved',
  taken: 'validation__alias_taken',
} as const;

// A DNS label: starts and ends with a letter or digit; no "--", which IDN labels (xn--) use.
const ALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The organisation's sub-domain label: `{alias}.{APP_HOST}` (SPEC §2). */
export function aliasIssue(alias: unknown): ValidationIssue | undefined {
  if (typeof alias !== 'string') return issue(aliasMessageKeys.format);
  if (alias.length < ALIAS_MIN_LENGTH || alias.length > ALIAS_MAX_LENGTH)
    return issue(aliasMessageKeys.format);
  if (!ALIAS_PATTERN.test(alias) || alias.includes('--')) return issue(aliasMessageKeys.format);
  if (RESERVED_ALIASES.has(alias)) return issue(aliasMessageKeys.reserved);
  return undefined;
}

/** A suggestion from an organisation name: "Acme Payments Ltd." -> "acme-payments-ltd". */
export function suggestAlias(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ALIAS_MAX_LENGTH)
    .replace(/-+$/g, '');
}
