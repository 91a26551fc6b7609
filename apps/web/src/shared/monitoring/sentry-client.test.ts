import { describe, expect, it } from 'vitest';
import { sameOriginTargets } from './sentry-client';

describe('§7 trace headers only on same-origin calls', () => {
  const targets = sameOriginTargets('http://app.localhost:3000');
  const traced = (url: string) => targets.some((target) => target.test(url));

  it('matches the console origin and relative paths, nothing else', () => {
    expect(traced('http://app.localhost:3000/api/v1/user')).toBe(true);
    expect(traced('/api/v1/user')).toBe(true);
    expect(traced('http://app.localhost:30001/api')).toBe(false);
    expect(traced('http://app.localhost:3000.evil.test/api')).toBe(false);
    expect(traced('https://blog.example.com/page:1')).toBe(false);
    expect(traced('//blog.example.com/page:1')).toBe(false);
  });
});
