import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
export function contentSecurityPolicy(
  config: Pick<Config, 'CLARITY_PROJECT_ID' | 'SENTRY_DSN' | 'BLOG_URL' | 'FACADE_URL'>,
) {
  const clarity = config.CLARITY_PROJECT_ID ? ['https://www.clarity.ms', 'https://*.clarity.ms'] : [];
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
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only where the request really came over https (see the hook below).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
