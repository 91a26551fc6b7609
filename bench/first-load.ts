// npm run bench (browser part): first contentful paint and largest contentful paint of the login page and the
// payments page (logged in as the demo owner) in Chromium, over CDP, on Slow 4G (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up) with the CPU slowed 4×, cold and warm; then, with the CPU slowed 4× and the network local, a click
// on the payments grid's Amount header: its INP (the longest event duration of the interaction) and the time until
// the sorted rows are painted. Targets (issue 21): login LCP ≤ 2.5 s cold; INP ≤ 200 ms; rows painted ≤ 500 ms.
// The loads are measured as deployed, through a TLS terminator speaking HTTP/2 (bench/tls-terminator.ts), and as
// `npm start` serves them, HTTP/1.1 directly: six connections, each of the first load's ~45 files a round trip.
// Runs the built server of a checkout: `node --import tsx bench/first-load.ts [--root DIR] [--runs N] [--label TEXT]
// [--via h2|h1|both] [--only loads|sort] [--profile DIR]`
// (DIR holds apps/api/dist/main.js and apps/web/dist; default this repository, after `npm run build`).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { localhostCertificate, startTlsTerminator, type TlsTerminator, trustFlag } from './tls-terminator';

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
    // `loads` or `sort`: one half of the bench, while working on it.
    only: { type: 'string' },
    // The loads through `h2` (a TLS terminator with HTTP/2, as deployed), `h1` (the server directly), or `both`.
    via: { type: 'string', default: 'both' },
    // A directory: each sort click's CPU profile is written there (open it in DevTools' Performance panel).
    profile: { type: 'string' },
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

/** How the browser reaches the server: `h2` through a TLS terminator as deployed, `h1` directly as `npm start`. */
type Via = 'h2' | 'h1';

type BenchServer = {
  /** The app's origin, or an organisation's (`demo`) on its sub-domain. */
  origin: (organization?: string) => string;
  output: () => string;
  stop: () => Promise<void>;
};

async function startServer(via: Via): Promise<BenchServer> {
  const port = await freePort();
  // Behind the terminator the app's public host is the terminator's port.
  const publicPort = via === 'h2' ? await freePort() : port;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_HOST: `app.localhost:${publicPort}`,
      COOKIE_DOMAIN: 'app.localhost',
      // Behind the terminator the page is https: the console accepts only its public origin (ADR 0095).
      ...(via === 'h2' ? { PUBLIC_HTTPS: 'true', AUTH_COOKIE_NAME: '__Secure-paygrid_session' } : {}),
      LOG_LEVEL: 'warn',
      // The demo owner and organisation, with fewer payments than a first start loads (as the browser tests do).
      DEMO_DATA: 'true',
      DEMO_PAYMENTS: '3000,400',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let terminator: TlsTerminator | undefined;
  const stop = async () => {
    await terminator?.stop();
    if (child.exitCode === null && child.signalCode === null) {
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      await exit;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 400_000; Date.now() < deadline; await sleep(200)) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) {
        if (via === 'h2') terminator = await startTlsTerminator(certificate, publicPort, port);
        const scheme = via === 'h2' ? 'https' : 'http';
        const origin = (organization?: string) =>
          `${scheme}://${organization ? `${organization}.` : ''}app.localhost:${publicPort}`;
        return { origin, output: () => output, stop };
      }
    } catch {
      // Not listening yet.
    }
  }
  await stop();
  throw new Error('the server was not ready within 400 s');
}

/** Paint timings the page records from its first moment (buffered observers also see entries from before). */
const RECORD_PAINTS = `
  window.__paints = { fcp: 0, lcp: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paints.lcp = entry.startTime;
      const element = entry.element;
      window.__paints.element = element
        ? \`\${element.tagName.toLowerCase()} "\${(element.textContent ?? '').trim().slice(0, 40)}"\`
        : entry.url;
    }
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

type Sample = { fcp: number; lcp: number; bytes: number; element: string };

/** Loads `url` and waits until `ready` sees the page's main content, then reads its paint timings and bytes. */
async function loadPage(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<Sample> {
  let bytes = 0;
  page.on('requestfinished', (request) => {
    void request
      .sizes()
      .then((sizes) => {
        bytes += Math.max(0, sizes.responseBodySize);
      })
      .catch(() => undefined);
  });
  // A load that never ends names what it waits for (a stall was seen once a few runs, on both runtimes).
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  const settled = (request: { url: () => string }) => pending.delete(request.url());
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  } catch (error) {
    throw new Error(
      `${url} did not finish loading; still waiting for: ${[...pending].join(', ') || 'nothing'}`,
      {
        cause: error,
      },
    );
  }
  page.removeAllListeners('request');
  page.removeAllListeners('requestfailed');
  await ready(page);
  // LCP may still move to a later, larger element: give the page a moment after the content is up.
  await sleep(1500);
  const paints = (await page.evaluate('window.__paints')) as { fcp: number; lcp: number; element: string };
  page.removeAllListeners('requestfinished');
  // A page left open keeps its timers, its idle route preloads and its throttled CPU beside the next measurement.
  await page.close();
  return { fcp: paints.fcp, lcp: paints.lcp, bytes, element: paints.element };
}

const loginReady = (page: Page) => page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 120_000 });
const paymentRows = (page: Page) =>
  page.getByRole('table', { name: 'Payments' }).locator('tbody tr td:first-child');
const paymentsReady = (page: Page) => paymentRows(page).first().waitFor({ timeout: 120_000 });

/** Logs in as the demo owner once; each measured context starts from these cookies with an empty cache. */
async function demoSession(browser: Browser, server: BenchServer) {
  const [, email, password] = server.output().match(/log in as (\S+) with password (\S+)/) ?? [];
  if (!email || !password) throw new Error('the server printed no demo account');
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.origin()}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/organizations', { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * In the page: the longest event entry of the next interaction (its INP) and when the grid's first row, changed
 * by the sort, is painted (the frame after the mutation), both from the pointerdown that starts the click.
 */
const WATCH_SORT = `
  window.__sort = undefined;
  {
    const firstCell = () => document.querySelector('[data-bench-grid] tbody tr td:first-child')?.textContent ?? '';
    const before = firstCell();
    let start = 0;
    let painted = 0;
    let interaction = 0;
    const events = [];
    addEventListener('pointerdown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
    const events$ = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId > 0) events.push(entry);
    });
    events$.observe({ type: 'event', durationThreshold: 16 });
    const rows = new MutationObserver(() => {
      if (!start || painted || firstCell() === before) return;
      rows.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        painted = performance.now();
        const calls = performance.getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start && new URL(entry.name).pathname === '/api/v1/payments');
        const call = calls[calls.length - 1];
        // Event entries arrive after the interaction's next paint: give them a moment.
        setTimeout(() => {
          events$.disconnect();
          for (const entry of events) if (entry.startTime >= start - 1) interaction = Math.max(interaction, entry.duration);
          window.__sort = {
            inp: interaction,
            rowsPainted: painted - start,
            requested: call ? call.startTime - start : NaN,
            answered: call ? call.responseEnd - start : NaN,
          };
        }, 300);
      }));
    });
    rows.observe(document.body, { subtree: true, childList: true, characterData: true });
  }
`;

/** From the pointerdown: the longest event, the list call's start and end (Resource Timing), the rows painted. */
type SortSample = { inp: number; rowsPainted: number; requested: number; answered: number };

async function sortClicks(context: BrowserContext, server: BenchServer): Promise<SortSample[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${server.origin('demo')}/payments`, { timeout: 120_000 });
  await paymentsReady(page);
  await page
    .getByRole('table', { name: 'Payments' })
    .evaluate((table) => table.setAttribute('data-bench-grid', ''));
  await sleep(1000);
  const samples: SortSample[] = [];
  // Ascending, then descending: each click changes the first row.
  for (let click = 0; click < 2; click += 1) {
    await page.evaluate(WATCH_SORT);
    if (values.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page
      .getByRole('table', { name: 'Payments' })
      .getByRole('button', { name: 'Amount', exact: true })
      .click();
    // Polled from outside: a string predicate of waitForFunction is eval'd in the page, which its CSP forbids.
    let sample: SortSample | undefined;
    for (let waited = 0; sample === undefined && waited < 60_000; waited += 100) {
      sample = (await page.evaluate('window.__sort')) as SortSample | undefined;
      if (sample === undefined) await sleep(100);
    }
    if (sample === undefined) throw new Error('the sorted rows were not painted within 60 s');
    if (values.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      await mkdir(values.profile, { recursive: true });
      const file = path.join(values.profile, `sort-${Date.now()}-${click}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
    }
    samples.push(sample);
    await sleep(500);
  }
  await page.close();
  return samples;
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const VIA_NAMES: Record<Via, string> = {
  h2: 'HTTPS and HTTP/2 through a TLS terminator, as deployed',
  h1: 'HTTP/1.1 to the server directly, as `npm start` serves',
};
const vias: Via[] = values.only === 'sort' ? [] : values.via === 'both' ? ['h2', 'h1'] : [values.via as Via];
if (vias.some((via) => !(via in VIA_NAMES))) {
  console.error('--via takes h2, h1 or both');
  process.exit(2);
}
const certificate = await localhostCertificate();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The terminator's certificate is self-signed: the browser trusts its key.
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    trustFlag(certificate),
  ],
});

/** A fresh context (an empty cache) with the demo owner's cookies. */
const loggedInContext = (session: Awaited<ReturnType<typeof demoSession>>) =>
  browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, storageState: session });

type Loads = Record<'login' | 'payments', Record<'cold' | 'warm', Sample[]>>;

/** The four loads, `runs` times, with the browser reaching the server `via` one way. */
async function measureLoads(via: Via): Promise<Loads> {
  const server = await startServer(via);
  try {
    const session = await demoSession(browser, server);
    const paymentsUrl = `${server.origin('demo')}/payments`;
    const loads: Loads = { login: { cold: [], warm: [] }, payments: { cold: [], warm: [] } };
    for (let run = 0; run < runs; run += 1) {
      // A fresh context has an empty cache: the cold load; the same context again: the warm one.
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      await context.addInitScript({ content: RECORD_PAINTS });
      loads.login.cold.push(await loadPage(await throttled(context), `${server.origin()}/login`, loginReady));
      loads.login.warm.push(await loadPage(await throttled(context), `${server.origin()}/login`, loginReady));
      await context.close();
      const loggedIn = await loggedInContext(session);
      await loggedIn.addInitScript({ content: RECORD_PAINTS });
      loads.payments.cold.push(await loadPage(await throttled(loggedIn), paymentsUrl, paymentsReady));
      loads.payments.warm.push(await loadPage(await throttled(loggedIn), paymentsUrl, paymentsReady));
      await loggedIn.close();
    }
    return loads;
  } finally {
    await server.stop();
  }
}

/** The sort clicks on the server directly: the network is local, the CPU is what is measured. */
async function measureSorts(): Promise<SortSample[]> {
  const server = await startServer('h1');
  try {
    const session = await demoSession(browser, server);
    const sorts: SortSample[] = [];
    for (let run = 0; run < runs; run += 1) {
      const loggedIn = await loggedInContext(session);
      sorts.push(...(await sortClicks(loggedIn, server)));
      await loggedIn.close();
    }
    return sorts;
  } finally {
    await server.stop();
  }
}

const ms = (samples: number[]) => `${median(samples).toFixed(0)} ms`;
// The element of the median LCP: what the page is waiting on.
const lcpElement = (samples: Sample[]) =>
  [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)]?.element ?? '';
const row = (name: string, samples: Sample[]) =>
  `| ${name} | ${ms(samples.map((sample) => sample.fcp))} | ${ms(samples.map((sample) => sample.lcp))} | ${lcpElement(samples)} | ${(median(samples.map((sample) => sample.bytes)) / 1024).toFixed(0)} KiB |`;

try {
  for (const via of vias) {
    const loads = await measureLoads(via);
    console.log(
      `\nFirst load in Chromium, Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), CPU ${CPU_SLOWDOWN}× slower, ${VIA_NAMES[via]} — ${values.label}, median of ${runs}\n`,
    );
    console.log('| page, load | FCP | LCP | LCP element | transferred |\n|---|---|---|---|---|');
    console.log(row('login, cold (empty cache)', loads.login.cold));
    console.log(row('login, warm (cached assets)', loads.login.warm));
    console.log(row('payments, cold (empty cache, logged in)', loads.payments.cold));
    console.log(row('payments, warm (cached assets)', loads.payments.warm));
  }
  const sorts = values.only === 'loads' ? [] : await measureSorts();
  if (sorts.length > 0) printSorts(sorts);
} finally {
  await browser.close();
}

function printSorts(sorts: SortSample[]): void {
  console.log(
    `\nSort by Amount on the payments grid, CPU ${CPU_SLOWDOWN}× slower, local network — median of ${sorts.length} clicks (worst)\n`,
  );
  console.log('| measure | median | worst |\n|---|---|---|');
  const worst = (samples: number[]) => `${Math.max(...samples).toFixed(0)} ms`;
  console.log(
    `| INP of the click | ${ms(sorts.map((sort) => sort.inp))} | ${worst(sorts.map((sort) => sort.inp))} |`,
  );
  console.log(
    `| the list call sent | ${ms(sorts.map((sort) => sort.requested))} | ${worst(sorts.map((sort) => sort.requested))} |`,
  );
  console.log(
    `| its answer received | ${ms(sorts.map((sort) => sort.answered))} | ${worst(sorts.map((sort) => sort.answered))} |`,
  );
  console.log(
    `| sorted rows painted | ${ms(sorts.map((sort) => sort.rowsPainted))} | ${worst(sorts.map((sort) => sort.rowsPainted))} |`,
  );
  // Each click in order (run by run: ascending, then descending), so a slow first click shows as one.
  console.log(
    `\nEach click, INP / rows painted: ${sorts.map((sort) => `${sort.inp.toFixed(0)}/${sort.rowsPainted.toFixed(0)}`).join(', ')} ms`,
  );
}
