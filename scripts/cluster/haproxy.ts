import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runToEnd, startDetached } from './processes';

export type Backend = { name: string; port: number };

/**
 * HAProxy in front of the Paygrid servers: round robin, a server taken out after two failed `/readyz` checks a
 * second apart and back after one good one, a request that could not reach a server sent to another
 * (`retry-on conn-failure` with redispatch: the request never reached the dead one), and the client's address passed
 * on in X-Forwarded-For (each server trusts one hop: TRUST_PROXY=1). README's "More than one machine" shows the same.
 */
export function haproxyConfig(options: { port: number; checkHost: string; backends: Backend[] }): string {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s

frontend console
  bind 127.0.0.1:${options.port}
  default_backend paygrid

backend paygrid
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz hdr Host ${options.checkHost}
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

/** Writes the configuration, checks it with `haproxy -c`, and starts HAProxy in the foreground of its own process. */
export async function startHaproxy(folder: string, config: string): Promise<number> {
  const file = path.join(folder, 'haproxy.cfg');
  await writeFile(file, config);
  await runToEnd('haproxy', ['-c', '-q', '-f', file]);
  const child = startDetached('haproxy', ['-db', '-f', file], { logFile: path.join(folder, 'haproxy.log') });
  if (!child.pid) throw new Error('HAProxy did not start');
  return child.pid;
}
