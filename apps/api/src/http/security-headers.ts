import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** CSP directives: scripts only from ourselves, plus Clarity, Sentry and the blog when they are configured. */
function contentSecurityPolicy(
  config: Pick<
    Config,
    'CLARITY_PROJECT_ID' | 'CLARITY_SCRIPT_URL' | 'SENTRY_DSN' | 'BLOG_URL' | 'FACADE_URL'
  >,
) {
  // The tag comes from CLARITY_SCRIPT_URL; the tag itself then loads and reports to *.clarity.ms.
  const clarity = config.CLARITY_PROJECT_ID
    ? [...new Set([...originOf(config.CLARITY_SCRIPT_URL), 'https://www.clarity.ms', 'https://*.clarity.ms'])]
    : [];
  const sentry = originOf(config.SENTRY_DSN);
  const blog = originOf(config.BLOG_URL);
  const facade = originOf(config.FACADE_URL);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...clarity],
    // Mantine writes its CSS variables into a style element at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...clarity, ...blog],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...clarity, ...sentry, ...blog, ...facade],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // Nothing on our pages sets a <base>; none stops an injected one from redirecting relative URLs (ASVS 3.4.x).
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Browser features the console never uses are off for it and for anything it embeds (ASVS 5.0 V3.4, hardening
 * headers; no numbered requirement names this one). Copy buttons write to the clipboard, and passkeys are made and
 * used in the console's own pages (issue 39): those, ourselves only.
 * Only features Chromium knows: an unknown name costs a console warning on every page.
 * @internal Exported for tests only.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Helmet's middleware made once: @fastify/helmet builds it anew for every request (5% of a GET /user, issue 17).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS where the console is public over https (PUBLIC_HTTPS, also behind a TLS proxy) or the request came so.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (config.PUBLIC_HTTPS || request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry personal, organisation or secret data (a TOTP secret, sessions, recovery codes): no
    // cache keeps them (ASVS 14.3.2), unless a route chose its own caching for public reference data.
    // The matched route decides: `/%61pi/v1/user` is the same answer as `/api/v1/user`.
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
