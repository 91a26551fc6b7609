import { describe, expect, it } from 'vitest';
import { redactSecretsInText, redactUrl } from '../http/url-redaction';
import { loadsBehaviourAnalytics } from './constants';
import { scrubErrorEvent } from './error-event-scrub';

describe('§8 error events leave without tokens', () => {
  it('redacts reset and confirmation tokens, /join/{token} and the invitation lookup anywhere in a text', () => {
    expect(
      redactSecretsInText('GET http://app.localhost/resetting/password?token=abc123&lang=uk failed'),
    ).toBe('GET http://app.localhost/resetting/password?token=[redacted]&lang=uk failed');
    expect(redactSecretsInText('from /join/Xy-9_z.t to /login')).toBe('from /join/[redacted] to /login');
    expect(redactSecretsInText('/api/v1/member-invites/token/abc?x=1&code=123456')).toBe(
      '/api/v1/member-invites/token/[redacted]?x=1&code=[redacted]',
    );
    expect(redactUrl('/registration/confirmation?Token=t0k')).toBe(
      '/registration/confirmation?Token=[redacted]',
    );
  });

  it('scrubs every string of an event, and the query string in each shape the SDKs send', () => {
    const event = {
      message: 'boom',
      request: {
        url: 'http://app.localhost:3000/join/secret-invite',
        headers: { Referer: 'http://app.localhost:3000/resetting/password?token=reset-secret' },
        query_string: 'token=reset-secret&page=2',
      },
      breadcrumbs: [{ category: 'navigation', data: { from: '/join/secret-invite', to: '/login' } }],
      exception: { values: [{ value: 'GET /api/v1/member-invites/token/secret-invite answered 500' }] },
      count: 3,
    };
    const scrubbed = scrubErrorEvent(event);
    expect(JSON.stringify(scrubbed)).not.toMatch(/secret-invite|reset-secret/);
    expect(scrubbed.request.query_string).toBe('token=[redacted]&page=2');
    expect(scrubbed.count).toBe(3);
    expect(
      scrubErrorEvent({
        request: {
          query_string: [
            ['token', 'a'],
            ['page', '1'],
          ],
        },
      }),
    ).toEqual({
      request: {
        query_string: [
          ['token', '[redacted]'],
          ['page', '1'],
        ],
      },
    });
    expect(scrubErrorEvent({ request: { query_string: { code: '123456', page: '1' } } })).toEqual({
      request: { query_string: { code: '[redacted]', page: '1' } },
    });
  });
});

describe('§9 behaviour analytics', () => {
  it('loads only with a project id and a signed-in user', () => {
    expect(loadsBehaviourAnalytics('abc123', true)).toBe(true);
    expect(loadsBehaviourAnalytics('abc123', false)).toBe(false);
    expect(loadsBehaviourAnalytics(null, true)).toBe(false);
    expect(loadsBehaviourAnalytics('', true)).toBe(false);
  });
});
