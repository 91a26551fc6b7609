import ranked from './common-passwords.json';

/** The 10,000 most common passwords (zxcvbn's ranked list), compared case-insensitively. */
const commonPasswords: ReadonlySet<string> = new Set(ranked as string[]);

export const isCommonPassword = (password: string): boolean =>
  commonPasswords.has(password.trim().toLowerCase());
