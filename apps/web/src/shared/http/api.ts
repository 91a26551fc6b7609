import { apiBaseUrl } from './environment';
import { createHttpClient } from './http-client';
import { tabSessionId } from './tab-session';

/** The browser's API client: facade base from the environment, this tab's session id on every call. */
export const api = createHttpClient({ baseUrl: apiBaseUrl, tabSessionId });
