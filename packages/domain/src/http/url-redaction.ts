export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: link tokens (reset, confirmation, invitation), codes, passwords. */
const SECRET_QUERY_NAME = /^(token|invite_token|code|password|secret|key)$/i;
/** Path segments that are tokens: /join/{token} and the API's invitation lookup by token. */
const SECRET_PATH = /(\/join\/|\/member-invites\/token\/)[^/?#\s"'<>]+/gi;
/** The same query parameters inside any text (a URL in a message, a breadcrumb, a Referer header). */
const SECRET_QUERY_IN_TEXT = /([?&](?:token|invite_token|code|password|secret|key)=)[^&#\s"'<>]*/gi;

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** A query string (without its `?`) with every secret parameter's value replaced. */
export function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_QUERY_NAME.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A URL as it may be logged or reported: token path segments and secret query values replaced (issue 10). */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  return query === undefined ? safePath : `${safePath}?${redactQuery(query)}`;
}

/** Any text with the URLs in it redacted the same way: the token segments and secret query values. */
export function redactSecretsInText(text: string): string {
  return text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY_IN_TEXT, `$1${REDACTED}`);
}
