// npm run bench (browser part): first contentful paint and largest contentful paint of the login page in Chromium,
// over CDP, on Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with the CPU slowed 4×, cold and warm.
// Runs the built server of a checkout: `node --import tsx bench/first-load.ts [--root DIR] [--runs N] [--label TEXT]`
// (DIR holds apps/api/dist/main.js and apps/web/dist; default this repository, after `npm run build`).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    runs: { type: 'string', default: '5' },
    label: { type: 'string', default: 'this checkout' },
  },
});
const root = path.resolve(values.root);
const runs = Number(values.runs);
const serverMain = path.join(root, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(serverMain) || !existsSync(path.join(root, 'apps', 'web', 'dist', 'index.html'))) {
  console.error(`No build under ${root}: run \`npm run build\` first.`);
  process.exit(2);
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_HOST: `app.localhost:${port}`,
      COOKIE_DOMAIN: 'app.localhost',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      await exit;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(200)) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok)
        return { baseUrl: `http://app.localhost:${port}`, stop };
    } catch {
      // Not listening yet.
    }
  }
  await stop();
  throw new Error('the server was not ready within 60 s');
}

/** Paint timings the page records from its first moment (buffered observers also see entries from before). */
const RECORD_PAINTS = `
  window.__paints = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

type Sample = { fcp: number; lcp: number; bytes: number };

async function loadLogin(page: Page, baseUrl: string): Promise<Sample> {
  let bytes = 0;
  const onResponse = async (response: { request(): { sizes(): Promise<{ responseBodySize: number }> } }) => {
    bytes += await response
      .request()
      .sizes()
      .then((sizes) => Math.max(0, sizes.responseBodySize))
      .catch(() => 0);
  };
  page.on('requestfinished', (request) => void onResponse({ request: () => request }));
  await page.goto(`${baseUrl}/login`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 120_000 });
  // LCP may still move to a later, larger element: give the page a moment after the form is up.
  await sleep(1500);
  const paints = (await page.evaluate('window.__paints')) as { fcp: number; lcp: number };
  page.removeAllListeners('requestfinished');
  return { fcp: paints.fcp, lcp: paints.lcp, bytes };
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const cold: Sample[] = [];
  const warm: Sample[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh context has an empty cache: the cold load; the same context again: the warm one.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: RECORD_PAINTS });
    cold.push(await loadLogin(await throttled(context), server.baseUrl));
    warm.push(await loadLogin(await throttled(context), server.baseUrl));
    await context.close();
  }
  const row = (name: string, samples: Sample[]) =>
    `| ${name} | ${median(samples.map((sample) => sample.fcp)).toFixed(0)} ms | ${median(samples.map((sample) => sample.lcp)).toFixed(0)} ms | ${(median(samples.map((sample) => sample.bytes)) / 1024).toFixed(0)} KiB |`;
  console.log(
    `\nLogin page in Chromium, Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), CPU ${CPU_SLOWDOWN}× slower — ${values.label}, median of ${runs}\n`,
  );
  console.log('| load | FCP | LCP | transferred |\n|---|---|---|---|');
  console.log(row('cold (empty cache)', cold));
  console.log(row('warm (cached assets)', warm));
} finally {
  await browser.close();
  await server.stop();
}
