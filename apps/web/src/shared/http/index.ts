export { type AnswerCheck, guardedAnswer, type LazyAnswerSchema, lazyAnswer } from './answer-check';
export { api } from './api';
export { apiErrorOf, fieldErrorsOf, isUnauthorized } from './api-failure';
export { environmentQuery, loadEnvironment, originApiBase, useEnvironment } from './environment';
export {
  type AnswerSchema,
  type ApiHttpError,
  anyAnswer,
  type ClientFailureReason,
  createHttpClient,
  type HttpClient,
} from './http-client';
export { startBrowserTabSession, tabSessionId } from './tab-session';
