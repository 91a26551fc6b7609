import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { ownerOfNewOrganization, strongPassword } from './accounts';
import type { ConsoleUnderTest } from './console';
import { callFromPage } from './page-api';
import { catalogueText } from './texts';

type PlatformAnswer = { status: number; body: { data: unknown } & Record<string, unknown> };

/**
 * A platform's server calling the platform API with its key, on the console's own host (node:http, since Node's
 * fetch drops a Host header it is given).
 */
export function platformCall(port: number, secret: string, method: string, path: string, body?: unknown) {
  return new Promise<PlatformAnswer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/platform/v1${path}`,
        agent: false,
        headers: {
          host: `app.localhost:${port}`,
          authorization: `Bearer ${secret}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** A test-mode API key the signed-in owner creates with every payment and operation permission; its secret. */
async function testModeKey(page: Page): Promise<string> {
  const key = await callFromPage(page, 'POST', '/organization/api-keys', {
    name: 'Checkout',
    mode: 'test',
    permissions: ['payments:read', 'payments:write', 'events:read', 'operations:read', 'operations:write'],
    password: strongPassword,
  });
  if (key.status !== 201) throw new Error(`the API key was not created: ${key.status}`);
  return (key.body as { meta: { secret: string } }).meta.secret;
}

/** A card pay-in of EUR the platform reports to the console: its minor units, and paid or only authorised. */
type TestPayIn = { amount_minor: string; status: 'success' | 'authorized' };

/**
 * A new organisation's owner, a test-mode key of theirs, and a card pay-in ada@example.com made that the platform
 * reported with it; the owner's page on the payments grid, switched to test mode as soon as the grid opened.
 */
export async function ownerWithTestPayIn(running: ConsoleUnderTest, alias: string, payIn: TestPayIn) {
  const { page } = await ownerOfNewOrganization(running, 'owner', alias);
  const port = running.server.port;
  try {
    await page.getByRole('heading', { level: 1, name: `Org ${alias}` }).waitFor();
    const secret = await testModeKey(page);
    const created = await platformCall(port, secret, 'POST', '/payments', {
      type: 'payin',
      currency: 'EUR',
      method: 'card',
      customer_email: 'ada@example.com',
      customer_country: 'DE',
      reference: `ORD-${alias}`,
      ...payIn,
    });
    if (created.status !== 201) throw new Error(`the pay-in was not reported: ${created.status}`);
    const paymentId = (created.body.data as { id: string }).id;
    await page.goto(`http://${alias}.app.localhost:${port}/payments`);
    await page.getByRole('switch', { name: 'Test mode' }).check();
    await page.getByText(/^Test mode: you are looking at test data/).waitFor();
    return { page, port, secret, paymentId };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** Turns the sidebar's test-mode switch on, as a person does, and waits for the band that says so. */
export async function turnOnTestMode(page: Page, language: 'en' | 'uk' = 'en'): Promise<void> {
  const t = catalogueText(language);
  await page.getByRole('switch', { name: t('dashboard.test_mode.toggle') }).check();
  await page.getByText(t('dashboard.test_mode.band')).first().waitFor();
}
