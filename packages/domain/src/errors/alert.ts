/** `SessionExpired` -> `error__session_expired`. */
export const errorTitleKey = (errorName: string): string =>
  `error__${errorName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase()}`;
