import { apiKeyListSchema } from '@paygrid/contracts/api-keys/api-key';
import { currentOrganizationSchema } from '@paygrid/contracts/organizations/organization';
import { webhookEndpointListSchema } from '@paygrid/contracts/webhooks/webhook-endpoint';
import type { MemberRole } from '@paygrid/domain/organizations/roles';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationKeys } from '~/features/organizations';
import { currentOrganizationOf } from '~/test/current-organization';
import { renderComponent } from '~/test/render';
import { apiKeyKeys } from '../api/api-key-keys';
import { webhookKeys } from '../api/webhook-keys';
import { json, sampleEndpoint, sampleKey, stubApi } from '../developers.test-support';
import { DevelopersPage } from './developers-page';

/** What the API holds for the test: the reader's role and the organisation's keys (a refetch reads the same). */
let role: MemberRole = 'owner';
let stored: unknown[] = [];
const organization = (as: MemberRole) => {
  role = as;
  return {
    key: organizationKeys.current(),
    schema: currentOrganizationSchema,
    data: currentOrganizationOf(as),
  };
};
const keys = (data: unknown[]) => {
  stored = data;
  return { key: apiKeyKeys.list(), schema: apiKeyListSchema, data: { data } };
};

/** The organisation's webhook endpoints (none unless a test says). */
let storedEndpoints: unknown[] = [];
const endpoints = (data: unknown[]) => {
  storedEndpoints = data;
  return { key: webhookKeys.endpoints(), schema: webhookEndpointListSchema, data: { data } };
};

/** Every call that would read the keys or the endpoints. */
const listCalls: string[] = [];
beforeEach(() => {
  stored = [];
  storedEndpoints = [];
  listCalls.length = 0;
  stubApi((url) => {
    if (url.endsWith('/organization')) return json(200, currentOrganizationOf(role));
    listCalls.push(url);
    if (url.endsWith('/organization/webhook-endpoints')) return json(200, { data: storedEndpoints });
    return json(200, { data: stored });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the Developers page (issue 36)', () => {
  it('tells an owner without keys what keys are for, with one way to create the first', async () => {
    const { user } = await renderComponent(<DevelopersPage />, { cache: [organization('owner'), keys([])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No API keys yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const create = screen.getAllByRole('button', { name: 'Create key' });
    expect(create).toHaveLength(1);
    await user.click(create[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeInTheDocument();
  });

  it('lists an admin’s keys under the heading’s create button', async () => {
    const key = { ...sampleKey, id: 'k1' };
    await renderComponent(<DevelopersPage />, { cache: [organization('admin'), keys([key])], locale: 'uk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Розробникам' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'API-ключі' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Checkout server' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Створити ключ' })).toHaveLength(1);
  });

  it('has the webhooks below the keys, as a section of their own (issue 37)', async () => {
    await renderComponent(<DevelopersPage />, {
      cache: [organization('owner'), keys([{ ...sampleKey, id: 'k1' }]), endpoints([sampleEndpoint])],
    });
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual(['H1 Developers', 'H2 Webhooks']);
    expect(screen.getByRole('region', { name: 'Webhooks' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Webhook endpoints' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: sampleEndpoint.attributes.url })).toBeInTheDocument();
  });

  it('tells a member the page is not theirs, without asking the API for the keys', async () => {
    await renderComponent(<DevelopersPage />, { cache: [organization('member')] });
    expect(
      screen.getByText('Only the organisation’s owners and admins can manage its API keys.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls).toEqual([]);
  });
});
