// The console is deployed behind a TLS-terminating proxy (README, PUBLIC_HTTPS), which speaks HTTP/2 to browsers.
// This is that proxy for the first-load bench: HTTPS with HTTP/2 (HTTP/1.1 kept by ALPN) in front of the built server,
// forwarding each request over HTTP/1.1 with its host, so a page loads as an operator's browser loads it.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Connection-specific headers: HTTP/2 forbids them, and they describe one hop only. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export type Certificate = { key: Buffer; cert: Buffer };

/** A self-signed certificate for app.localhost and its sub-domains. */
export async function localhostCertificate(): Promise<Certificate> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-bench-tls-'));
  try {
    // prettier-ignore
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=app.localhost',
        '-addext',
        'subjectAltName=DNS:app.localhost,DNS:*.app.localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: await readFile(path.join(dir, 'key.pem')),
      cert: await readFile(path.join(dir, 'cert.pem')),
    };
  } catch (error) {
    throw new Error(`the bench's TLS terminator needs the openssl command: ${String(error)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const withoutHopHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/**
 * Chromium's flag that trusts this certificate's key (`--ignore-certificate-errors-spki-list`). Unlike
 * `--ignore-certificate-errors` it makes the certificate valid, so the HTTP cache keeps what it serves and a warm
 * load is warm.
 */
export function trustFlag(certificate: Certificate): string {
  const spki = new X509Certificate(certificate.cert).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

export type TlsTerminator = { port: number; stop: () => Promise<void> };

/** Listens on `port` (127.0.0.1) with HTTPS and HTTP/2, and forwards to the server on `upstreamPort`. */
export async function startTlsTerminator(
  certificate: Certificate,
  port: number,
  upstreamPort: number,
): Promise<TlsTerminator> {
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const host = request.headers[':authority'] ?? request.headers.host;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopHeaders(request.headers), host },
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    port,
    // Not awaited: a browser's HTTP/2 sessions stay open until it closes, and close() would wait for them.
    stop: async () => {
      server.close();
    },
  };
}
