import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in host received: its path and headers. */
type HostRequest = { path: string; headers: IncomingHttpHeaders };

export type BehaviourHost = {
  /** For CLARITY_SCRIPT_URL: the fake tag is served at `{clarityScriptUrl}{projectId}`. */
  clarityScriptUrl: string;
  /** For BLOG_URL: `GET {blogUrl}/page:{n}` answers two pages of posts. */
  blogUrl: string;
  requests: () => HostRequest[];
  stop: () => Promise<void>;
};

/** Stands in for Clarity's tag: records every command instead of sending anything anywhere. */
const fakeClarityTag = `(function () {
  var queued = (window.clarity && window.clarity.q) || [];
  window.__clarityCalls = [];
  window.clarity = function () { window.__clarityCalls.push(Array.prototype.slice.call(arguments)); };
  queued.forEach(function (args) { window.clarity.apply(null, args); });
})();`;

const blogPages: Record<string, unknown> = {
  '1': {
    data: [
      {
        title: 'Settlement windows explained',
        url: 'https://blog.example.com/settlement-windows',
        published_at: '2026-10-01T09:00:00Z',
        summary: 'When money moves, and why.',
      },
      { attributes: { title: 'Reading a currency exponent', url: 'https://blog.example.com/exponents' } },
    ],
    meta: { page: { number: 1, last: 2 } },
  },
  '2': {
    data: [{ title: 'Two factors, one calm sign-in', url: 'https://blog.example.com/two-factors' }],
    meta: { page: { number: 2, last: 2 } },
  },
};

/** One local server for what the console loads from other hosts: the Clarity tag and the blog. */
export async function startBehaviourHost(): Promise<BehaviourHost> {
  const received: HostRequest[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? '/');
    received.push({ path, headers: request.headers });
    response.setHeader('access-control-allow-origin', '*');
    if (path.startsWith('/clarity/tag/')) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(fakeClarityTag);
      return;
    }
    const blogPage = /^\/blog\/page:(\d+)$/.exec(path)?.[1];
    if (blogPage && blogPages[blogPage]) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(blogPages[blogPage]));
      return;
    }
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    clarityScriptUrl: `http://127.0.0.1:${port}/clarity/tag/`,
    blogUrl: `http://127.0.0.1:${port}/blog`,
    requests: () => [...received],
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
