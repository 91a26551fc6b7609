/** §8 error page: status defaults to 500; 404 shows Page Not Found, anything else Internal Server Error. */
export type ErrorPage = { status: number; title: 'Page Not Found' | 'Internal Server Error' };

export const errorPageFor = (status?: number): ErrorPage => {
  const resolved = status ?? 500;
  return { status: resolved, title: resolved === 404 ? 'Page Not Found' : 'Internal Server Error' };
};

/** §8: errors with status 300-499 are not reported to the error-reporting service; others (and none) are. */
export const isReportedStatus = (status: number | undefined): boolean =>
  status === undefined || status < 300 || status > 499;
