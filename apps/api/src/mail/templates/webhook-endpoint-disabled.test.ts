import { describe, expect, it } from 'vitest';
import { webhookEndpointDisabledMail } from './webhook-endpoint-disabled';

const params = {
  organizationName: 'Acme',
  url: 'https://hooks.acme.example/paygrid',
  mode: 'live' as const,
  failingSince: '2026-11-25 09:00:00',
  lastError: 'The endpoint answered 503',
  deliveryLogUrl: 'https://acme.console.example/developers/webhooks',
};

describe('the mail to owners and admins when a failing webhook endpoint is disabled (issue 37)', () => {
  it('says which endpoint, since when and why, and links the delivery log, in en and uk', () => {
    const en = webhookEndpointDisabledMail('en', params);
    expect(en.subject).toBe('Webhooks of Acme disabled for https://hooks.acme.example/paygrid');
    expect(en.text).toContain('since 2026-11-25 09:00:00 (UTC)');
    expect(en.text).toContain('The endpoint answered 503');
    expect(en.links).toEqual([params.deliveryLogUrl]);

    const uk = webhookEndpointDisabledMail('uk', params);
    expect(uk.subject).toBe('Вебхуки Acme вимкнено для https://hooks.acme.example/paygrid');
    expect(uk.text).toContain('робочого режиму');
    expect(uk.text).toContain('з 2026-11-25 09:00:00 (UTC)');
    expect(uk.html).toContain('Відкрити журнал доставок');
    expect(uk.links).toEqual([params.deliveryLogUrl]);
  });
});
