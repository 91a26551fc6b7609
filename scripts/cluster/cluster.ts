// npm run cluster -- up|down: issue 40's topology on this machine (README, "More than one machine").
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readTopology, startTopology, stopTopology } from './topology';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    folder: { type: 'string', default: path.join(tmpdir(), 'paygrid-cluster') },
    port: { type: 'string', default: '3300' },
    servers: { type: 'string', default: '2' },
    'demo-payments': { type: 'string' },
  },
});
const command = positionals[0];
const { folder } = values;
const stateFile = path.join(folder, 'cluster.json');

if (command === 'up') {
  if (existsSync(stateFile)) {
    console.error(`A cluster is already up in ${folder}: npm run cluster -- down first.`);
    process.exit(1);
  }
  console.log(
    `Starting PostgreSQL (primary and replica), Redis, ${values.servers} servers and HAProxy in ${folder}…`,
  );
  const topology = await startTopology({
    folder,
    port: Number(values.port),
    servers: Number(values.servers),
    ...(values['demo-payments'] ? { demoPayments: values['demo-payments'] } : {}),
  });
  const lines = [
    '',
    `  The console, through HAProxy: ${topology.url}`,
    ...(topology.demo
      ? [`  Demo: log in as ${topology.demo.email} with password ${topology.demo.password}`]
      : []),
    `  PostgreSQL primary 127.0.0.1:${topology.postgres.primary.port}, replica 127.0.0.1:${topology.postgres.replica.port}`,
    `  Redis 127.0.0.1:${topology.redis.port}`,
    ...topology.servers.map((server) => `  ${server.name}: 127.0.0.1:${server.port} (log ${server.logFile})`),
    `  Metrics: curl -H 'Authorization: Bearer ${topology.metricsToken}' http://127.0.0.1:${topology.servers[0]?.port}/metrics`,
    '  Stop it all: npm run cluster -- down',
    '',
  ];
  console.log(lines.join('\n'));
} else if (command === 'down') {
  if (!existsSync(stateFile)) {
    console.error(`No cluster is up in ${folder}.`);
    process.exit(1);
  }
  await stopTopology(await readTopology(folder), { remove: true });
  console.log(`Stopped, and removed ${folder}.`);
} else {
  console.error(
    'Usage: npm run cluster -- up [--servers 2] [--port 3300] [--folder DIR] | down [--folder DIR]',
  );
  process.exit(2);
}
