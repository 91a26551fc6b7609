/**
 * §8: translation keys of the titles known server messages map to.
 * @internal Exported for tests only.
 */
export const serverErrorTitleKeys = {
  userExists: 'error__user_exists',
  tokenNotFound: 'error__token_not_found',
  invalidCredentials: 'error__invalid_credentials',
  emailNotConfirmed: 'error__email_not_confirmed',
} as const;

export type ServerErrorTitleKey = (typeof serverErrorTitleKeys)[keyof typeof serverErrorTitleKeys];

/** The server sentences behind those titles, as the API sends them. */
export const serverMessages = {
  badCredentials: 'Bad credentials.',
  invalidPassword: 'The presented password is invalid.',
  emailNotConfirmed: 'Email not confirmed.',
  userExists: 'User with this email already exists.',
  tokenNotFound: 'The token does not exist or has already been used.',
} as const;

/** §8 known server messages -> title key; other messages have none. */
export const titleKeyForServerMessage = (message: string): ServerErrorTitleKey | undefined => {
  if (message.includes('User') && message.includes('exists')) return serverErrorTitleKeys.userExists;
  if (message.includes('The token') && message.includes('does not exist'))
    return serverErrorTitleKeys.tokenNotFound;
  if (message === serverMessages.badCredentials || message === serverMessages.invalidPassword) {
    return serverErrorTitleKeys.invalidCredentials;
  }
  if (message === serverMessages.emailNotConfirmed) return serverErrorTitleKeys.emailNotConfirmed;
  return undefined;
};
