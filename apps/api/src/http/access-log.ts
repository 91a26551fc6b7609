import { LogController } from 'fastify';
import pretty from 'pino-pretty';

type Request = Parameters<LogController['requestCompleted']>[1];
type Reply = Parameters<LogController['requestCompleted']>[2];

/**
 * One line per request, once it is answered (issue 32: Fastify's "incoming request" and "request completed" made
 * two of every request): the redacted request, the status and the time taken; a failed one at error level.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: Request, reply: Reply): void {
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/** How the log reads: pino's JSON lines, or one readable line per entry for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * JSON in production and wherever the output is not a terminal (a log shipper, CI, tests); readable lines in a
 * terminal otherwise (`npm run dev`, a first `npm start`). LOG_FORMAT decides when set.
 */
export function logFormatOf(
  chosen: LogFormat | undefined,
  environment: { nodeEnv: string | undefined; terminal: boolean },
): LogFormat {
  if (chosen) return chosen;
  return environment.nodeEnv !== 'production' && environment.terminal ? 'pretty' : 'json';
}

/** The readable form: time, level, then "GET /payments 200 12 ms" for a request, the message otherwise. */
export const prettyLogStream = (destination: NodeJS.WritableStream = process.stdout) =>
  pretty({
    destination,
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const req = log.req as { method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      return req?.method && res?.statusCode !== undefined
        ? `${req.method} ${req.url} ${res.statusCode} ${String(log.responseTime)} ms`
        : String(log[messageKey] ?? '');
    },
  });
