import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy';
import { serverEnv } from './topology';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The HAProxy configuration README's "More than one machine" shows for a real deployment. */
const readmeConfig = () => {
  const section = readme.slice(readme.indexOf('## More than one machine'));
  const block = /```haproxy\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error("README's More than one machine shows no HAProxy configuration");
  return block;
};

/** A configuration's directives, one per line, without comments; the lines that differ by place left out. */
const directives = (config: string) =>
  config
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim().replace(/\s+/g, ' '))
    .filter((line) => line && !/^(bind|server|global|maxconn)\b/.test(line))
    .map((line) => line.replace(/hdr Host \S+/, 'hdr Host <host>'));

/** The variables README's "More than one machine" sets on each server. */
const readmeVariables = () => {
  const section = readme.slice(readme.indexOf('## More than one machine'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return [...block.matchAll(/\b([A-Z][A-Z0-9_]+)=/g)].map((match) => match[1] ?? '');
};

describe("README's More than one machine", () => {
  it('shows the HAProxy configuration the cluster script runs, but for the addresses and TLS', () => {
    const tested = haproxyConfig({ port: 3300, checkHost: 'app.localhost:3300', backends: [] });
    expect(directives(readmeConfig())).toEqual(directives(tested));
  });

  it('sets each server as the cluster script does, but for https', () => {
    const server = { port: 1 };
    const set = Object.keys(
      serverEnv(
        {
          folder: '/tmp',
          url: '',
          port: 3300,
          appHost: 'app.localhost:3300',
          postgres: {
            primary: { dataDir: '', ...server },
            replica: { dataDir: '', ...server },
            database: 'paygrid',
          },
          redis: { port: 1, pid: 0 },
          metricsToken: '',
        },
        'server-1',
        3000,
      ),
    );
    const shown = readmeVariables();
    const forHttps = ['PUBLIC_HTTPS', 'AUTH_COOKIE_NAME'];
    // The script's own: where each server listens and keeps its files, and its quiet log.
    const local = ['NODE_ENV', 'HOST', 'PORT', 'DATA_DIR', 'LOG_LEVEL'];
    expect(shown.filter((name) => !forHttps.includes(name)).sort()).toEqual(
      [...set.filter((name) => !local.includes(name)), 'SECRETS_KEY'].sort(),
    );
  });
});
