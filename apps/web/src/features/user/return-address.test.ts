import { describe, expect, it } from 'vitest';
import { returnAddressOf, setupTwoFactorUrl } from './return-address';

const here = { protocol: 'http:', appHost: 'app.localhost:3000' };

describe('the address /setup-2fa goes back to (issue 18)', () => {
  it('round-trips an organisation page through the set-up link', () => {
    const link = new URL(
      setupTwoFactorUrl({ ...here, returnTo: 'http://acme.app.localhost:3000/payments?page=2' }),
    );
    expect(link.host).toBe('app.localhost:3000');
    expect(link.pathname).toBe('/setup-2fa');
    expect(returnAddressOf(link.search, here)).toBe('http://acme.app.localhost:3000/payments?page=2');
  });

  it('refuses another site, another protocol and nonsense', () => {
    const of = (target: string) => returnAddressOf(`?return=${encodeURIComponent(target)}`, here);
    expect(of('http://evil.example/')).toBeUndefined();
    expect(of('http://app.localhost:3000.evil.example/')).toBeUndefined();
    expect(of('https://acme.app.localhost:3000/')).toBeUndefined();
    expect(of('javascript:alert(1)')).toBeUndefined();
    expect(of('/relative')).toBeUndefined();
    expect(returnAddressOf('', here)).toBeUndefined();
  });
});
