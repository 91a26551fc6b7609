import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy';

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

describe("README's HAProxy configuration", () => {
  it('is the one the cluster script runs, but for the addresses and TLS', () => {
    const tested = haproxyConfig({ port: 3300, checkHost: 'app.localhost:3300', backends: [] });
    expect(directives(readmeConfig())).toEqual(directives(tested));
  });
});
