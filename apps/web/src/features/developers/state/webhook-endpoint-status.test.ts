import { describe, expect, it } from 'vitest';
import { sampleEndpoint } from '../developers.test-support';
import { webhookEndpointStatusOf } from './webhook-endpoint-status';

const at = (changes: Partial<typeof sampleEndpoint.attributes>) => ({
  ...sampleEndpoint.attributes,
  ...changes,
});

describe('an endpoint’s status (issue 37)', () => {
  it('is on, failing while on, off by a person, or off after failing', () => {
    expect(webhookEndpointStatusOf(at({}))).toBe('on');
    expect(webhookEndpointStatusOf(at({ failing_since: '2026-11-18T00:00:00.000Z' }))).toBe('failing');
    expect(webhookEndpointStatusOf(at({ enabled: false }))).toBe('off');
    expect(
      webhookEndpointStatusOf(
        at({ enabled: false, disabled_reason: 'failing', failing_since: '2026-11-18T00:00:00.000Z' }),
      ),
    ).toBe('off_failing');
  });
});
