import { describe, expect, it } from 'vitest';
import { translateFieldMessage } from '~/shared/forms/field-message';
import { sampleEndpoint } from '../developers.test-support';
import {
  createWebhookBodyOf,
  emptyWebhookEndpointForm,
  updateWebhookBodyOf,
  webhookFormErrors,
  webhookFormValuesOf,
} from './webhook-endpoint-form';

/** The message keys of the form's mistakes, field by field. */
const keysOf = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, encoded]) => [field, encoded.split('\u0000')[0]]));

const filled = { ...emptyWebhookEndpointForm('test'), url: 'https://shop.example.com/hooks', password: 'pw' };

describe('the webhook endpoint form (issue 37)', () => {
  it('starts in the console’s mode, with every event, switched on', () => {
    expect(emptyWebhookEndpointForm('live')).toMatchObject({
      mode: 'live',
      event_types: [
        'payment.created',
        'payment.status_changed',
        'refund.created',
        'refund.succeeded',
        'refund.failed',
        'refund.withdrawn',
        'capture.created',
        'capture.succeeded',
        'capture.failed',
        'capture.withdrawn',
        'cancellation.created',
        'cancellation.succeeded',
        'cancellation.failed',
        'cancellation.withdrawn',
      ],
      enabled: true,
      url: '',
    });
  });

  it('refuses what the API would, on the field it concerns, before anything is sent', () => {
    expect(keysOf(webhookFormErrors(emptyWebhookEndpointForm('test'), true))).toEqual({
      url: 'validation__required',
      password: 'validation__required',
      code: 'validation__required',
    });
    expect(keysOf(webhookFormErrors({ ...filled, url: 'shop.example.com/hooks' }, false))).toEqual({
      url: 'webhooks.form.url_invalid',
    });
    expect(keysOf(webhookFormErrors({ ...filled, url: 'ftp://shop.example.com/hooks' }, false))).toEqual({
      url: 'webhooks.form.url_invalid',
    });
    expect(
      keysOf(webhookFormErrors({ ...filled, url: 'https://me:secret@shop.example.com/' }, false)),
    ).toEqual({
      url: 'webhooks.form.url_credentials',
    });
    expect(
      keysOf(webhookFormErrors({ ...filled, event_types: [], description: 'x'.repeat(201) }, false)),
    ).toEqual({
      description: 'validation__too_long',
      event_types: 'webhooks.form.event_types_required',
    });
    // Whether http or a private address may be used is the server's setting: the browser lets both through.
    expect(webhookFormErrors({ ...filled, url: 'http://127.0.0.1:8080/hooks' }, false)).toEqual({});
  });

  it('words the URL’s limit with its number', () => {
    const errors = webhookFormErrors({ ...filled, url: `https://example.com/${'a'.repeat(2048)}` }, false);
    const t = ((key: string, options: Record<string, unknown>) => `${key}:${options.max}`) as never;
    expect(translateFieldMessage(t, errors.url)).toBe('validation__too_long:2048');
  });

  it('sends a new endpoint trimmed, its events in their declared order, with the proof', () => {
    expect(
      createWebhookBodyOf(
        {
          ...filled,
          url: '  https://shop.example.com/hooks ',
          description: ' Orders ',
          event_types: ['payment.status_changed', 'payment.created'],
          enabled: false,
          code: ' 123456 ',
        },
        true,
      ),
    ).toEqual({
      url: 'https://shop.example.com/hooks',
      description: 'Orders',
      mode: 'test',
      event_types: ['payment.created', 'payment.status_changed'],
      enabled: false,
      password: 'pw',
      code: '123456',
    });
  });

  it('sends only what an edit changed, with the proof', () => {
    const initial = webhookFormValuesOf(sampleEndpoint.attributes);
    expect(updateWebhookBodyOf({ ...initial, password: 'pw' }, initial, false)).toEqual({ password: 'pw' });
    expect(
      updateWebhookBodyOf(
        {
          ...initial,
          url: 'https://shop.example.com/v2/hooks',
          event_types: ['payment.status_changed'],
          enabled: false,
          password: 'pw',
        },
        initial,
        false,
      ),
    ).toEqual({
      url: 'https://shop.example.com/v2/hooks',
      event_types: ['payment.status_changed'],
      enabled: false,
      password: 'pw',
    });
    // The same events ticked in another order are no change.
    expect(
      updateWebhookBodyOf(
        { ...initial, event_types: ['payment.status_changed', 'payment.created'], password: 'pw' },
        initial,
        false,
      ),
    ).toEqual({ password: 'pw' });
  });
});
