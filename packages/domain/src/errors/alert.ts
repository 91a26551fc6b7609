import { alertMessageFromDetail } from './error-text';

/** §8: every error alert is danger-coloured with a diamond-exclamation icon. */
export type ErrorAlert = {
  color: 'danger';
  icon: 'diamond-exclamation';
  /** Translation key of the title, made from the error name. */
  titleKey: string;
  /** Text (or translation key) of the message. */
  message: string;
  dismissible: boolean;
  iconStyle: 'regular' | 'solid';
};

/** `SessionExpired` -> `error__session_expired`. */
export const errorTitleKey = (errorName: string): string =>
  `error__${errorName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase()}`;

export const errorAlert = (errorName: string, detail: string | ReadonlyArray<string>): ErrorAlert => ({
  color: 'danger',
  icon: 'diamond-exclamation',
  titleKey: errorTitleKey(errorName),
  message: alertMessageFromDetail(detail),
  dismissible: false,
  iconStyle: 'regular',
});

export const SESSION_EXPIRED_KEY = 'error__session_expired';

/** §4: shown at startup when the loggedIn cookie outlived the session. */
export const sessionExpiredAlert = (): ErrorAlert => ({
  color: 'danger',
  icon: 'diamond-exclamation',
  iconStyle: 'solid',
  titleKey: SESSION_EXPIRED_KEY,
  message: '',
  dismissible: true,
});
