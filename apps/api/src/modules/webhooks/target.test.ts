import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, isPublicAddress, type WebhookResolver } from './target';

const names: Record<string, string[]> = {
  'inside.example': ['10.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'loop6.example': ['::1'],
  'mixed.example': ['93.184.216.34', '192.168.1.10'],
  'public.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
};
/** Answers from the table above, never from the network. */
const resolve: WebhookResolver = async (hostname) => {
  const addresses = names[hostname];
  if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const strict = { allowPrivate: false, resolve };

describe('where a webhook may connect (issue 37)', () => {
  it('takes only public unicast addresses', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '2001:db8::1',
      '::7f00:1',
      '::a9fe:a9fe',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:2800:220:1:248:1893:25c8:1946',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback and link-local targets by address or by name, and plain http', async () => {
    for (const url of [
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://inside.example/hook',
      'https://metadata.example/hook',
      'https://loop6.example/hook',
      'https://mixed.example/hook',
    ]) {
      await expect(checkWebhookTarget(url, strict), url).rejects.toMatchObject({ reason: 'private_address' });
    }
    await expect(checkWebhookTarget('http://public.example/hook', strict)).rejects.toMatchObject({
      reason: 'not_https',
    });
    await expect(checkWebhookTarget('https://nowhere.example/hook', strict)).rejects.toMatchObject({
      reason: 'unresolvable',
    });
  });

  it('answers the checked address for a public name, which the connection then uses', async () => {
    const target = await checkWebhookTarget('https://public.example:8443/hook', strict);
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(target.url.host).toBe('public.example:8443');
  });

  it('lets http and private addresses through only with WEBHOOKS_ALLOW_PRIVATE', async () => {
    const open = { allowPrivate: true, resolve };
    await expect(checkWebhookTarget('http://10.0.0.1/hook', open)).resolves.toMatchObject({
      address: '10.0.0.1',
    });
    await expect(checkWebhookTarget('https://[::1]/hook', open)).resolves.toMatchObject({
      address: '::1',
      family: 6,
    });
    await expect(checkWebhookTarget('ftp://10.0.0.1/hook', open)).rejects.toMatchObject({
      reason: 'not_https',
    });
  });
});
