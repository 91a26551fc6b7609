// What the Developers page's component tests share: a key, an endpoint and a delivery as the API sends them, and the
// API stubbed in `fetch`.
import { type ApiKey, apiKeySchema } from '@paygrid/contracts/api-keys/api-key';
import {
  type WebhookDeliveryAnswer,
  webhookDeliveryAnswerSchema,
} from '@paygrid/contracts/webhooks/webhook-delivery';
import { type WebhookEndpoint, webhookEndpointSchema } from '@paygrid/contracts/webhooks/webhook-endpoint';

/** A key as GET /organization/api-keys lists it: a test key, never used, with no limits; checked by the contract. */
export const sampleKey: ApiKey = apiKeySchema.parse({
  type: 'api-key',
  id: '0b6e2f4a-8c1d-4e3f-a5b7-c9d1e3f5a7b9',
  attributes: {
    name: 'Checkout server',
    mode: 'test',
    prefix: 'pg_test_AbCd',
    permissions: ['payments:read'],
    allowed_cidrs: [],
    expires_at: null,
    created_at: '2026-11-01T08:00:00.000Z',
    created_by_name: 'Olena Koval',
    last_used_at: null,
    last_used_ip: null,
    revoked_at: null,
    previous_secret_expires_at: null,
  },
});

/** An endpoint as GET /organization/webhook-endpoints lists it: a live one, both events, on, never failed. */
export const sampleEndpoint: WebhookEndpoint = webhookEndpointSchema.parse({
  type: 'webhook-endpoint',
  id: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  attributes: {
    url: 'https://shop.example.com/paygrid/webhooks',
    description: 'Order service',
    mode: 'live',
    event_types: ['payment.created', 'payment.status_changed'],
    enabled: true,
    disabled_reason: null,
    failing_since: null,
    secret_prefix: 'whsec_Q2x9',
    previous_secret_expires_at: null,
    created_at: '2026-11-01T08:00:00.000Z',
    created_by_name: 'Olena Koval',
  },
});

/**
 * A delivery as GET /webhook-deliveries/{id} answers it: a payment's status change, failed once with a 500 (the
 * receiver's answer kept), then delivered by hand.
 */
export const sampleDelivery: WebhookDeliveryAnswer = webhookDeliveryAnswerSchema.parse({
  data: {
    type: 'webhook-delivery',
    id: '7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1908',
    attributes: {
      created_at: '2026-11-20T09:15:00.000Z',
      event_type: 'payment.status_changed',
      endpoint_id: sampleEndpoint.id,
      endpoint_url: sampleEndpoint.attributes.url,
      status: 'succeeded',
      attempts: 2,
      last_response_status: 200,
      last_attempt_at: '2026-11-20T09:20:00.000Z',
      next_attempt_at: null,
      message_id: 'msg_2f8a9c1e',
      payload:
        '{"type":"payment.status_changed","timestamp":"2026-11-20T09:15:00.000Z","data":{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV","status":"success"}}',
      attempt_list: [
        {
          attempted_at: '2026-11-20T09:20:00.000Z',
          manual: true,
          url: sampleEndpoint.attributes.url,
          request_headers: {
            'content-type': 'application/json',
            'webhook-id': 'msg_2f8a9c1e',
            'webhook-timestamp': '1795166400',
            'webhook-signature': 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
          },
          duration_ms: 87,
          response_status: 200,
          response_excerpt: 'ok',
          error: null,
          error_code: null,
        },
        {
          attempted_at: '2026-11-20T09:15:01.000Z',
          manual: false,
          url: sampleEndpoint.attributes.url,
          request_headers: { 'content-type': 'application/json', 'webhook-id': 'msg_2f8a9c1e' },
          duration_ms: 1204,
          response_status: 500,
          response_excerpt: '{"error":"database is down"}',
          error: 'The endpoint answered 500',
          error_code: 'http_status',
        },
      ],
    },
  },
});

export { json, stubApi } from '~/test/api-stub';
