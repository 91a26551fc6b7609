import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type DeclaredRoute, registerAccessGuard } from './access/access-guard';
import { openAnswerCache } from './answer-cache/answer-cache';
import type { Config } from './config';
import type { Database } from './db/client';
import { defaultHeavyReadsPerOrganization, embeddedReadTurns, heavyReadsGate } from './grid/heavy-reads';
import { openHitCounter } from './hit-counters/open-hit-counter';
import { AccessLog, logFormatOf, prettyLogStream } from './http/access-log';
import { type AnswerWriter, answerSerializer } from './http/answer-serializer';
import { registerCanonicalHost } from './http/canonical-host';
import { registerCsrfGuard } from './http/csrf-guard';
import { registerErrorHandler, sendProblem } from './http/error-handler';
import { startErrorReporting } from './http/error-reporting';
import { registerFlags } from './http/flags';
import { errorSerializer, requestSerializer } from './http/log-redaction';
import { registerOpenApi } from './http/openapi';
import { Problem, problemItem } from './http/problem';
import { dashboardHostOf, publicProtocol } from './http/public-origin';
import { registerNulRefusal } from './http/refuse-nul';
import { registerSecurityHeaders } from './http/security-headers';
import { findWebDist, registerWebApp } from './http/web-app';
import { scheduleHousekeeping } from './jobs/housekeeping';
import type { Mailer } from './mail/mailer';
import { registerMetrics } from './metrics/metrics';
import { registerIdempotency } from './modules/api-keys/idempotency';
import { registerPlatformGuard } from './modules/api-keys/platform-guard';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { auditLogWith, systemAuditTrail } from './modules/audit/audit-log';
import { exportRecordOf } from './modules/audit/export-record';
import { auditLogRoutes } from './modules/audit/routes';
import { resolveAccountMail } from './modules/auth/account-mail-requests';
import { accountSecurityRoutes } from './modules/auth/account-security-routes';
import { passkeyRoutes } from './modules/auth/passkey-routes';
import { createPasswordCheckGate } from './modules/auth/password-check-gate';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password-hasher';
import { authRoutes } from './modules/auth/routes';
import { convertSecretsAtRest } from './modules/auth/secrets-at-rest';
import { resolveSecretsKeyring } from './modules/auth/secrets-key';
import { catalogueRoutes } from './modules/catalogues/routes';
import { platformEventRoutes } from './modules/events/routes';
import { mailBacklog } from './modules/mail-outbox/backlog';
import { scheduleOutboxWorker } from './modules/mail-outbox/worker';
import { documentNavigation } from './modules/navigation/service';
import { sharesAnOrganization } from './modules/organizations/fellow-members';
import { openInvitationByToken } from './modules/organizations/invitations';
import { organizationLogoRoutes } from './modules/organizations/logo-routes';
import { memberGridRoutes } from './modules/organizations/member-grid-routes';
import { organizationRoutes } from './modules/organizations/routes';
import { organizationSettingsRoutes } from './modules/organizations/settings-routes';
import { approvalRoutes } from './modules/payments/approval-routes';
import { approvalThresholdRoutes } from './modules/payments/approval-threshold-routes';
import { dashboardHomeRoutes } from './modules/payments/dashboard-home-routes';
import { paymentOperationRoutes } from './modules/payments/operation-routes';
import { platformOperationRoutes } from './modules/payments/platform-operation-routes';
import { platformPaymentRoutes } from './modules/payments/platform-routes';
import { paymentRoutes } from './modules/payments/routes';
import { scheduleSandbox } from './modules/payments/sandbox';
import { summaryRoutes } from './modules/payments/summary-routes';
import { listCallsOf } from './modules/presets/list-calls';
import { presetRoutes } from './modules/presets/routes';
import { systemApiRoutes, systemProbeRoutes } from './modules/system/routes';
import { uiIconRoutes } from './modules/ui-icons/routes';
import { userRoutes } from './modules/users/routes';
import { webhookBacklog } from './modules/webhooks/backlog';
import { httpConnector, type WebhookConnector } from './modules/webhooks/connector';
import { scheduleWebhookWorker } from './modules/webhooks/deliver';
import { webhookRoutes } from './modules/webhooks/routes';
import { systemResolver, type WebhookResolver } from './modules/webhooks/target';
import { registerReadRouting } from './replica/read-routing';

export type ServerDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  hasher?: PasswordHasher;
  /** Where the log goes (tests capture it); stdout by default. */
  logStream?: DestinationStream;
  /** How webhooks resolve names and connect: tests inject theirs, so no test reaches a private network. */
  webhooks?: { resolve?: WebhookResolver; connect?: WebhookConnector };
};

/** Where the platform API answers; the console's API is under /api/v1. */
const PLATFORM_API_PREFIX = '/api/platform/v1';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: requestSerializer, err: errorSerializer },
      ...(deps.logStream
        ? { stream: deps.logStream }
        : logFormatOf(config.LOG_FORMAT, {
              nodeEnv: process.env.NODE_ENV,
              terminal: process.stdout.isTTY === true,
            }) === 'pretty'
          ? { stream: prettyLogStream() }
          : {}),
    },
    // One access line per request, once the answer is sent.
    logController: new AccessLog(),
    // A hop count trusts that many proxies nearest the server; proxy-addr's trust function counts from 0.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // A caller's request id is kept when it looks like one, so a trace spans the load balancer.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Small for every route; the image uploads (a 1 MB file in base64) raise their own (ADR 0060).
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // The router's own refusals (a malformed or over-long path) answer in the API's one error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const message =
        status === 414 ? 'A part of the address is too long.' : 'The address is not a valid URL.';
      sendProblem(reply, new Problem(status, message, [problemItem(status, error.code, message)]));
    },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Production writes answers with the compiled writers; development and tests also check each one (ADR 0084).
  const answerWriters: AnswerWriter[] = [];
  app.decorate('answerWriters', answerWriters);
  app.setSerializerCompiler(
    answerSerializer({ alsoCheck: process.env.NODE_ENV !== 'production', written: answerWriters }),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const errorReporter = await startErrorReporting(config);
  app.addHook('onClose', errorReporter.close);
  registerErrorHandler(app, errorReporter);
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Answers over 1 kB (JSON lists, the API reference) go out brotli or gzip; built assets are compressed at build time.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_EVENT_LOOP_DELAY_MS,
    retryAfter: 10,
    pressureHandler: (request, reply, type) => {
      // The readiness probe keeps its own shape, so a load balancer reads "unavailable" rather than a 500.
      if (request.url.startsWith('/readyz')) {
        reply
          .header('retry-after', '10')
          .status(503)
          .send({ status: 'unavailable', database: database.kind });
        return;
      }
      sendProblem(
        reply,
        new Problem(
          503,
          'The server is overloaded. Try again in a few seconds.',
          [problemItem(503, 'under_pressure', 'Service Unavailable', String(type))],
          { 'retry-after': '10' },
        ),
      );
    },
  });
  registerCanonicalHost(app, { appHost: config.APP_HOST, protocol: publicProtocol(config) });
  registerCsrfGuard(app, config);
  const reads = registerReadRouting(app, { database, config });
  const hits = openHitCounter({ db: database.db, redisUrl: config.REDIS_URL }, app.log);
  app.addHook('onClose', hits.close);
  const answers = openAnswerCache(config.REDIS_URL, app.log);
  app.addHook('onClose', answers.close);
  await registerOpenApi(app);

  systemProbeRoutes(app, { database, replica: reads.watch });
  registerMetrics(app, {
    token: config.METRICS_TOKEN,
    database,
    replica: reads.watch,
    queues: [
      { name: 'mail', backlog: () => mailBacklog(database.db) },
      { name: 'webhooks', backlog: () => webhookBacklog(database.db) },
    ],
  });
  registerFlags(app);
  scheduleHousekeeping(app, database, config.AUDIT_RETENTION_DAYS);
  scheduleOutboxWorker(app, database.db, deps.mailer, {
    pollMs: config.MAIL_POLL_MS,
    resolve: resolveAccountMail,
  });
  const hasher = deps.hasher ?? createPasswordHasher();
  const secrets = await resolveSecretsKeyring(config, app.log);
  await convertSecretsAtRest(database.db, secrets);
  const passwordChecks = createPasswordCheckGate();
  const audit = auditLogWith(secrets);
  const webhookTargets = {
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
    resolve: deps.webhooks?.resolve ?? systemResolver,
  };
  scheduleWebhookWorker(
    app,
    {
      db: database.db,
      ring: secrets,
      policy: webhookTargets,
      connect: deps.webhooks?.connect ?? httpConnector,
      dashboard: dashboardHostOf(config),
      log: app.log,
    },
    config.WEBHOOKS_POLL_MS,
  );
  scheduleSandbox(app, database.db, config.SANDBOX_POLL_MS, systemAuditTrail(secrets));
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);
  const heavyReads = heavyReadsGate(
    hits,
    config.HEAVY_READS_PER_ORGANIZATION ?? defaultHeavyReadsPerOrganization(database.kind),
    database.kind === 'pglite' ? embeddedReadTurns() : undefined,
  );
  await app.register(
    async (api) => {
      const db = database.db;
      registerAccessGuard(api, { db, config, declared: declaredRoutes });
      registerNulRefusal(api);
      systemApiRoutes(api, { config, hits });
      authRoutes(api, {
        db,
        config,
        mailer: deps.mailer,
        hasher,
        invitationByToken: (token) => openInvitationByToken(db, token),
        hits,
        passwordChecks,
        secrets,
      });
      accountSecurityRoutes(api, { db, config, hasher, hits, secrets });
      passkeyRoutes(api, { db, config, hasher, hits, secrets });
      userRoutes(api, {
        db,
        fellowMembers: (viewerId, userId) => sharesAnOrganization(db, viewerId, userId),
      });
      organizationRoutes(api, { db, config, mailer: deps.mailer, hits, audit });
      organizationSettingsRoutes(api, { db, config, audit });
      organizationLogoRoutes(api, { db, config, audit });
      const grids = {
        db,
        read: reads.read,
        config,
        listCallOf: listCallsOf({ db, appHost: config.APP_HOST, heavyReads }),
        exportRecordOf: exportRecordOf(db, audit),
      };
      memberGridRoutes(api, grids);
      auditLogRoutes(api, grids);
      dashboardHomeRoutes(api, { ...grids, answers });
      summaryRoutes(api, grids);
      catalogueRoutes(api, grids);
      paymentRoutes(api, grids);
      approvalRoutes(api, grids);
      paymentOperationRoutes(api, { db, config, hasher, hits, secrets, audit });
      approvalThresholdRoutes(api, { db, config, hasher, hits, secrets, audit });
      presetRoutes(api, { db, audit });
      apiKeyRoutes(api, { db, config, hasher, hits, secrets, audit });
      webhookRoutes(api, { ...grids, hasher, hits, secrets, audit, targets: webhookTargets });
      uiIconRoutes(api);
    },
    { prefix: '/api/v1' },
  );
  // The platform API (issue 36): server to server with an API key; no session, no CSRF marker, no CORS.
  await app.register(
    async (platform) => {
      const db = database.db;
      registerPlatformGuard(platform, {
        db,
        ring: secrets,
        hits,
        appHost: config.APP_HOST,
        requestsPer10Seconds: config.PLATFORM_REQUESTS_PER_10_SECONDS,
        declared: declaredRoutes,
      });
      registerNulRefusal(platform);
      registerIdempotency(platform, { db });
      platformPaymentRoutes(platform, { db, heavyReads });
      platformOperationRoutes(platform, { db });
      platformEventRoutes(platform, { db, prefix: PLATFORM_API_PREFIX });
    },
    { prefix: PLATFORM_API_PREFIX },
  );

  await registerWebApp(app, {
    webDist: findWebDist(config.WEB_DIST_DIR),
    navigate: documentNavigation({ db: database.db, config }),
    apiOnOrigin: config.FACADE_URL === undefined,
  });
  return app;
}
