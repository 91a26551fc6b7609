import { describe, expect, it } from 'vitest';
import {
  alertMessageFromDetail,
  createHttpError,
  errorPageFor,
  errorTitleKey,
  isHttpError,
  isReportedStatus,
  pageNotFoundMessage,
  pageNotFoundTitleMessage,
  serverErrorTitleKeys,
  serverMessages,
  titleKeyForServerMessage,
  UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE,
} from './index';

describe('§8 HTTP error object', () => {
  it('§8 the error carries data, status and status text; the status is the code', () => {
    const data = { message: 'Bad credentials.', errors: [] };
    const error = createHttpError({ data, status: 401, statusText: 'Unauthorized' });
    expect(error).toEqual({
      name: 'HttpError',
      message: 'Bad credentials.',
      data,
      status: 401,
      statusText: 'Unauthorized',
      code: 401,
    });
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(new Error('x'))).toBe(false);
    expect(isHttpError(null)).toBe(false);
    expect(createHttpError({ status: 502, statusText: 'Bad Gateway' }).message).toBe('Bad Gateway');
    expect(createHttpError({ status: 500, data: { message: ' ' } }).message).toBe('HTTP 500');
    expect(createHttpError({ status: 500, data: 'text' }).statusText).toBe('');
  });
});

describe('§8 server messages to titles', () => {
  it('§8 a message with User and exists: user already exists', () => {
    expect(titleKeyForServerMessage(serverMessages.userExists)).toBe(serverErrorTitleKeys.userExists);
    expect(titleKeyForServerMessage('User already exists')).toBe(serverErrorTitleKeys.userExists);
  });

  it('§8 a message with The token and does not exist: token not found or used', () => {
    expect(titleKeyForServerMessage(serverMessages.tokenNotFound)).toBe(serverErrorTitleKeys.tokenNotFound);
  });

  it('§8 Bad credentials. and The presented password is invalid.: invalid credentials', () => {
    expect(titleKeyForServerMessage('Bad credentials.')).toBe(serverErrorTitleKeys.invalidCredentials);
    expect(titleKeyForServerMessage('The presented password is invalid.')).toBe(
      serverErrorTitleKeys.invalidCredentials,
    );
  });

  it('§8 Email not confirmed.: unverified e-mail', () => {
    expect(titleKeyForServerMessage('Email not confirmed.')).toBe(serverErrorTitleKeys.emailNotConfirmed);
  });

  it('§8 other messages have no title', () => {
    expect(titleKeyForServerMessage('Something else')).toBeUndefined();
    expect(titleKeyForServerMessage('Bad credentials')).toBeUndefined();
  });
});

describe('§8 error texts', () => {
  it('§8 alert message: the detail array joined with periods, or the detail itself', () => {
    expect(alertMessageFromDetail(['Name is too short', 'E-mail is taken.', ''])).toBe(
      'Name is too short. E-mail is taken.',
    );
    expect(alertMessageFromDetail('error__something')).toBe('error__something');
  });

  it('§8 an alert title key comes from the error name', () => {
    expect(errorTitleKey('ValidationError')).toBe('error__validation_error');
    expect(errorTitleKey('session-expired')).toBe('error__session_expired');
  });

  it('§8 not-found and middleware messages', () => {
    expect(pageNotFoundMessage('/x')).toBe('Page not found: /x');
    expect(pageNotFoundTitleMessage('/x')).toBe('Page Not Found: /x');
    expect(UNKNOWN_ROUTE_MIDDLEWARE_MESSAGE).toBe('Unknown route middleware');
  });
});

describe('§8 error page and reporting', () => {
  it('§8 error page: status defaults to 500; 404 shows Page Not Found', () => {
    expect(errorPageFor()).toEqual({ status: 500, title: 'Internal Server Error' });
    expect(errorPageFor(404)).toEqual({ status: 404, title: 'Page Not Found' });
    expect(errorPageFor(403)).toEqual({ status: 403, title: 'Internal Server Error' });
  });

  it('§8 statuses 300-499 are not reported; others are', () => {
    expect([299, 300, 404, 499, 500, undefined].map(isReportedStatus)).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
