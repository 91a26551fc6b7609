export { type AnswerCheck, guardedAnswer, lazyAnswer } from './answer-check';
export { api } from './api';
export { apiErrorOf, fieldErrorsOf, isUnauthorized } from './api-failure';
export { environmentQuery, loadEnvironment, useEnvironment } from './environment';
export { startBrowserTabSession, tabSessionId } from './tab-session';
