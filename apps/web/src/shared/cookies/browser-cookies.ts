export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

type CookieOptions = { maxAgeSeconds: number; domain?: string };

export function writeCookie(name: string, value: string, { maxAgeSeconds, domain }: CookieOptions): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const scope = domain ? `; Domain=${domain}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${scope}; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Removes a cookie set for `domain` (the server's COOKIE_DOMAIN) and any host-only copy of it. */
export function removeCookie(name: string, domain?: string): void {
  if (domain) writeCookie(name, '', { maxAgeSeconds: 0, domain });
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
