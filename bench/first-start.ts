// Issue 16: the first start with the demo, as a newcomer's `npm start` makes it after the build: the built server on
// a fresh data directory at a *.localhost address, timed from the process's start to the credentials printed and
// to GET /healthz answering. Also prints the process's CPU time (user + system), steadier than the wall on a shared
// machine.   npm run build && node --import tsx bench/first-start.ts [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { builtServerMain } from './built-server';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};
const RUNS = Number(argument('--runs') ?? 3);
const PORT = 3800 + Math.floor(Math.random() * 100);

type Start = { demoSeconds: number; healthySeconds: number; cpuSeconds: number; load: string };

async function firstStart(): Promise<Start> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'paygrid-first-start-'));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const started = performance.now();
  // /usr/bin/time would need a package; the child reports its own CPU time on exit instead.
  const child = spawn(
    process.execPath,
    [
      '--import',
      `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('cpu '+((u.user+u.system)/1e6)+'\\n')})`,
      builtServerMain,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        APP_HOST: `app.localhost:${PORT}`,
        COOKIE_DOMAIN: 'app.localhost',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: '',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let demoSeconds = Number.NaN;
  let cpuSeconds = Number.NaN;
  child.stdout.on('data', (chunk: Buffer) => {
    if (Number.isNaN(demoSeconds) && chunk.toString().includes('Demo data'))
      demoSeconds = (performance.now() - started) / 1000;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    const cpu = /cpu ([\d.]+)/.exec(chunk.toString());
    if (cpu) cpuSeconds = Number(cpu[1]);
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let healthySeconds = Number.NaN;
  while (Number.isNaN(healthySeconds) && performance.now() - started < 180_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok)
        healthySeconds = (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    if (Number.isNaN(healthySeconds)) await sleep(100);
  }
  child.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
  return { demoSeconds, healthySeconds, cpuSeconds, load };
}

console.log(
  `## First start with the demo (issue 16)\n\nnode ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString()}; the built server on a fresh DATA_DIR at app.localhost.\n`,
);
console.log('| run | load average before | credentials printed | /healthz answers | CPU (user + sys) |');
console.log('|---|---|---|---|---|');
for (let run = 1; run <= RUNS; run += 1) {
  const start = await firstStart();
  console.log(
    `| ${run} | ${start.load} | ${start.demoSeconds.toFixed(1)} s | ${start.healthySeconds.toFixed(1)} s | ${start.cpuSeconds.toFixed(1)} s |`,
  );
}
