import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  freshEmail,
  logInThroughPage,
  ownerOfNewOrganization,
  strongPassword,
  waitForPath,
} from './support/accounts';
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { typeCode } from './support/code-input';
import { startConsole, stopConsole } from './support/console';
import { cutOffLabels } from './support/cut-off-labels';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

/** Axe in light, then dark, then back to light. */
async function checkBothThemes(page: Page): Promise<void> {
  await checkAccessibility(page);
  await page.getByRole('button', { name: /^(Switch to dark theme|Увімкнути темну тему)$/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  await checkAccessibility(page);
  await page.getByRole('button', { name: /^(Switch to light theme|Увімкнути світлу тему)$/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
}

/** Picks in a searchable picker by typing only: click, type, Enter. */
async function pickByTyping(page: Page, label: string, typed: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: label, exact: true });
  await picker.click();
  await picker.pressSequentially(typed, { delay: 20 });
  await page.getByRole('option').first().waitFor();
  // Under load the list can still be the unfiltered one when its first option shows: Enter waits for the filter.
  await expect.poll(() => page.getByRole('option').count()).toBeLessThan(10);
  await picker.press('Enter');
}

const authenticator = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 });

/** Turns two-factor sign-in on for the page's user through the API, as the security tests do. */
async function enableTwoFactorThroughApi(page: Page): Promise<void> {
  const secret = (await callFromPage(page, 'GET', '/user/2fa/get-secret')).body as { secret: string };
  const enabled = await callFromPage(page, 'POST', '/user/2fa/enable', {
    password: strongPassword,
    code: authenticator(secret.secret).generate(),
  });
  expect(enabled.status).toBe(200);
}

/** A fresh account signed in on its own page, member of the owner's organisation through an accepted invitation. */
async function memberOf(
  context: { server: RunningServer; browser: Browser; mailbox: Mailbox },
  owner: Page,
  label: string,
): Promise<Page> {
  const email = freshEmail(label);
  await createConfirmedAccount(context.server, context.mailbox, { email });
  expect((await callFromPage(owner, 'POST', '/organization/invites', { email, role: 'member' })).status).toBe(
    201,
  );
  const page = await newPage(context.browser);
  await logInThroughPage(page, context.server, texts.en, { email, password: strongPassword });
  await waitForPath(page, '/organizations');
  const invites = (await callFromPage(page, 'GET', '/user/organizations/invites')).body as {
    data: Array<{ id: string }>;
  };
  const accepted = await callFromPage(page, 'PATCH', `/member-invites/${invites.data[0]?.id ?? ''}/accept`);
  expect(accepted.status).toBe(200);
  return page;
}

/** Chooses a file through the button that opens the file chooser. */
async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

const twoColourPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d03030' } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: '#3030d0' } },
        left: width / 2,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

describe('profile, avatar and organisation settings (issue 18)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  const suffix = randomUUID().slice(0, 6);
  const dashboardOf = (alias: string, path = '/') => `http://${alias}.app.localhost:${server.port}${path}`;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });

  afterAll(() => stopConsole({ server, browser, mailbox }));

  it('creates an organisation choosing Ukraine, UAH and the Kyiv zone by typing only; Enter never submits', async () => {
    const t = texts.en;
    const email = freshEmail('picker');
    await createConfirmedAccount(server, mailbox, { email });
    const page = await newPage(browser);
    try {
      await logInThroughPage(page, server, t, { email, password: strongPassword });
      await waitForPath(page, '/create-organization/prepare');
      await page.goto(`${server.baseUrl}/create-organization`);
      const name = `Kyiv Books ${suffix}`;
      await page.getByLabel('Organisation name').fill(name);
      await page.getByText('Available', { exact: true }).waitFor();

      // The browser guessed the United States; typing replaces it, and Enter picks without sending the form.
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Country', exact: true }).inputValue())
        .toBe('United States');
      await pickByTyping(page, 'Country', 'Ukr');
      expect(await page.getByRole('combobox', { name: 'Country', exact: true }).inputValue()).toBe('Ukraine');
      expect(new URL(page.url()).pathname).toBe('/create-organization');
      // Ukraine's currency follows the country; typing another and coming back works the same.
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Base currency' }).inputValue())
        .toBe('UAH · Hryvnia');
      await pickByTyping(page, 'Base currency', 'euro');
      expect(await page.getByRole('combobox', { name: 'Base currency' }).inputValue()).toBe('EUR · Euro');
      await pickByTyping(page, 'Base currency', 'гривня');
      expect(await page.getByRole('combobox', { name: 'Base currency' }).inputValue()).toBe('UAH · Hryvnia');
      await pickByTyping(page, 'Time zone', 'Kyiv');
      expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toMatch(
        /^Kyiv \(Europe\) UTC\+0[23]:00$/,
      );
      await pickByTyping(page, 'Time zone', 'Kiev');
      expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toMatch(
        /^Kyiv \(Europe\)/,
      );
      expect(new URL(page.url()).pathname).toBe('/create-organization');
      await checkBothThemes(page);

      // Read before the click: a fast answer leaves the form before a read after it.
      const alias = await page.getByLabel('Sub-domain of the dashboard').inputValue();
      await page.getByRole('button', { name: 'Create organisation' }).click();
      await page.waitForURL(dashboardOf(alias), { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText('Ukraine', { exact: true }).waitFor();
      await page.getByText('UAH', { exact: true }).waitFor();
      await page.getByText(/^Europe\/Ky?iev?$/).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('edits the profile; uploads, crops and turns an avatar, sees it in the header, refuses 1.5 MB and a gif; removes it', async () => {
    const alias = `profile-${suffix}`;
    const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'profile', alias);
    try {
      await page.getByRole('button', { name: 'Account menu of Olena Koval' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await waitForPath(page, '/settings/profile');
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      expect(await page.getByLabel('E-mail').inputValue()).toMatch(/^profile-.*@example\.com$/);

      // The name: the shared rule refuses a link, then a good name is saved and the header follows.
      await page.getByLabel('First name').fill('https://spam.example');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect.poll(() => page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('First name').fill('Oksana');
      await page.getByLabel('Last name').fill('Bondar');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Your name is saved.').waitFor();
      await page.getByRole('button', { name: 'Account menu of Oksana Bondar' }).waitFor();
      await page.reload();
      expect(await page.getByLabel('First name').inputValue()).toBe('Oksana');

      // Refused before anything is sent, with SPEC §5's words and the hint.
      await page.getByText('png or jpg, no more than 1 MB').waitFor();
      const big = Buffer.concat([await twoColourPng(40, 40), Buffer.alloc(1.5 * 1024 * 1024)]);
      await chooseFile(page, 'Upload avatar', { name: 'big.png', mimeType: 'image/png', buffer: big });
      await page.getByRole('alert').filter({ hasText: 'The file size exceeds the limit' }).waitFor();
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
        .gif()
        .toBuffer();
      await chooseFile(page, 'Upload avatar', { name: 'moving.gif', mimeType: 'image/gif', buffer: gif });
      await page.getByRole('alert').filter({ hasText: 'Invalid file type' }).waitFor();
      // A text file renamed .png: the browser cannot draw it (and the server reads the bytes again).
      await chooseFile(page, 'Upload avatar', {
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      });
      await page
        .getByRole('alert')
        .filter({ hasText: /^Invalid file$/ })
        .waitFor();
      const cropper = page.getByRole('dialog', { name: 'Frame your avatar' });

      // A real picture: framed, turned a quarter, saved; the header shows it from its own URL. (The cropper is
      // checked in dark here, in light below.)
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await chooseFile(page, 'Upload avatar', {
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await twoColourPng(600, 400),
      });
      await cropper.waitFor();
      await cropper.getByRole('button', { name: 'Turn right' }).click();
      await cropper.getByText('Rotation: 90°').waitFor();
      await checkAccessibility(page);
      await cropper.getByRole('button', { name: 'Save' }).click();
      await cropper.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      const headerImage = page.getByRole('banner').locator('img');
      await headerImage.waitFor();
      const src = String(await headerImage.getAttribute('src'));
      expect(src).toMatch(/^\/api\/v1\/users\/[0-9a-f-]+\/avatar\/[\w-]+$/);
      const served = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
      }, src);
      expect(served).toEqual({ type: 'image/png', cache: 'private, max-age=31536000, immutable' });
      const user = await callFromPage(page, 'GET', '/user');
      expect(JSON.stringify(user.body)).not.toContain('base64');
      await chooseFile(page, 'Replace avatar', {
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await twoColourPng(600, 400),
      });
      await cropper.waitFor();
      await checkAccessibility(page);
      await cropper.getByRole('button', { name: 'Cancel' }).click();
      await cropper.waitFor({ state: 'detached' });
      expect(await headerImage.getAttribute('src')).toBe(src);
      await checkBothThemes(page);

      // The members grid shows it beside the name, from the same URL.
      await page.goto(dashboardOf(alias, '/members'));
      const ownRow = page
        .getByRole('table', { name: 'Members' })
        .getByRole('row')
        .filter({ hasText: 'Oksana Bondar' });
      await expect.poll(() => ownRow.locator('img').getAttribute('src')).toBe(src);
      await expect
        .poll(() => ownRow.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await page.goto(dashboardOf(alias, '/settings/profile'));

      // In Ukrainian too.
      expect(
        (
          await callFromPage(page, 'PATCH', '/user', {
            data: { type: 'user', attributes: { settings: { preferences: { locale: 'uk' } } } },
          })
        ).status,
      ).toBe(200);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Профіль' }).waitFor();
      await page.getByText('png або jpg, не більше 1 МБ').waitFor();
      await checkBothThemes(page);

      // Removed: initials again.
      await page.getByRole('button', { name: 'Видалити аватар' }).click();
      await page.getByRole('button', { name: 'Завантажити аватар' }).waitFor();
      await expect.poll(() => page.getByRole('banner').locator('img').count()).toBe(0);
      await page.getByRole('banner').getByText('OB', { exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 180_000);

  it('changes the organisation’s name, country and time zone and sees them on its dashboard; en and uk, light and dark', async () => {
    const alias = `orgset-${suffix}`;
    const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'orgset', alias);
    try {
      await page.goto(dashboardOf(alias, '/settings/organization'));
      await page.getByRole('heading', { level: 1, name: 'Organisation settings' }).waitFor();
      await page.getByLabel('Organisation name').fill(`Warsaw Books ${suffix}`);
      await pickByTyping(page, 'Country', 'Pola');
      await pickByTyping(page, 'Base currency', 'PLN');
      await pickByTyping(page, 'Time zone', 'Warsaw');
      expect(new URL(page.url()).pathname).toBe('/settings/organization');
      await checkBothThemes(page);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('The organisation’s settings are saved.').waitFor();

      await page.goto(dashboardOf(alias, '/'));
      await page.getByRole('heading', { level: 1, name: `Warsaw Books ${suffix}` }).waitFor();
      await page.getByText('Poland', { exact: true }).waitFor();
      await page.getByText('PLN', { exact: true }).waitFor();
      await page.getByText('Europe/Warsaw', { exact: true }).waitFor();

      // The owner's sections, in Ukrainian too.
      await page.goto(dashboardOf(alias, '/settings/organization'));
      await page.getByRole('radio', { name: 'Owners and admins' }).waitFor();
      await page.getByRole('button', { name: 'Archive organisation' }).waitFor();
      expect(
        (
          await callFromPage(page, 'PATCH', '/user', {
            data: { type: 'user', attributes: { settings: { preferences: { locale: 'uk' } } } },
          })
        ).status,
      ).toBe(200);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Налаштування організації' }).waitFor();
      await checkBothThemes(page);
    } finally {
      await page.context().close();
    }
  });

  it('requires 2FA of everyone: a member without it is sent to set it up and comes back to the dashboard', async () => {
    const alias = `tfapolicy-${suffix}`;
    const { page: owner } = await ownerOfNewOrganization({ server, browser, mailbox }, 'tfapolicy', alias);
    const member = await memberOf({ server, browser, mailbox }, owner, 'tfamember');
    try {
      await enableTwoFactorThroughApi(owner);
      await owner.goto(dashboardOf(alias, '/settings/organization'));
      await owner.getByRole('radio', { name: 'Everyone' }).check();
      await owner.getByRole('button', { name: 'Save policy' }).click();
      await expect
        .poll(
          async () =>
            (
              (await callFromPage(owner, 'GET', '/organization')).body as {
                data: { attributes: { two_factor_policy: string } };
              }
            ).data.attributes.two_factor_policy,
        )
        .toBe('everyone');

      // The API refuses the organisation to the member; the console sends them to set 2FA up first.
      const dashboard = dashboardOf(alias, '/members');
      await member.goto(dashboard);
      await member.waitForURL(
        (url) => url.host === `app.localhost:${server.port}` && url.pathname === '/setup-2fa',
      );
      await member.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }).waitFor();
      await member.getByText('This organisation asks for two-factor authentication').waitFor();
      await checkAccessibility(member);
      const key = await member.getByRole('textbox', { name: 'Setup key' }).inputValue();
      await typeCode(member, 'Code from the app', authenticator(key).generate());
      await member.getByLabel('Your password').fill(strongPassword);
      await member.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      await member.getByRole('checkbox', { name: 'I have saved these codes somewhere safe' }).check();
      await member.getByRole('button', { name: 'Done' }).click();
      await member.waitForURL(dashboard);
      await member.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    } finally {
      await member.context().close();
      await owner.context().close();
    }
  }, 180_000);

  it('sets the approval amounts behind the password, in major units, at 390 px, light and dark; a member reads them (issue 38)', async () => {
    const alias = `approvals-${suffix}`;
    const { page: owner } = await ownerOfNewOrganization({ server, browser, mailbox }, 'approver', alias);
    const member = await memberOf({ server, browser, mailbox }, owner, 'approvalmember');
    try {
      await owner.setViewportSize({ width: 390, height: 844 });
      await owner.goto(dashboardOf(alias, '/settings/organization'));
      const section = owner.getByRole('region', { name: 'Approval amounts' });
      await section.getByText('No amounts set: nothing needs approval.').waitFor();
      await section.getByRole('button', { name: 'Change amounts' }).click();
      for (const [currency, amount] of [
        ['EUR', '1000'],
        ['JPY', '50000'],
      ] as const) {
        // Every currency of the catalogue is offered (a payment may be in any): "EUR" also finds the card ones.
        const picker = section.getByRole('combobox', { name: 'Currency to add' });
        await picker.click();
        await picker.pressSequentially(currency, { delay: 20 });
        await owner.getByRole('option', { name: new RegExp(`^${currency} · `) }).click();
        await section.getByRole('button', { name: 'Add currency' }).click();
        await section.getByRole('textbox', { name: `Amount (${currency})` }).fill(amount);
      }
      const box = await section.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await cutOffLabels(owner)).toEqual([]);
      await checkAccessibility(owner);
      await owner.emulateMedia({ colorScheme: 'dark' });
      await checkAccessibility(owner);
      await owner.emulateMedia({ colorScheme: 'light' });

      await section.getByRole('button', { name: 'Save amounts' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Save approval amounts' });
      await dialog.getByLabel('Your password').fill(strongPassword);
      await dialog.getByRole('button', { name: 'Save amounts' }).click();
      await dialog.waitFor({ state: 'detached' });
      const saved = await callFromPage(owner, 'GET', '/organization/approval-thresholds');
      expect(
        (saved.body as { data: Array<{ attributes: { currency: string; amount_minor: string } }> }).data.map(
          ({ attributes: { currency, amount_minor } }) => [currency, amount_minor],
        ),
      ).toEqual([
        ['EUR', '100000'],
        ['JPY', '50000'],
      ]);

      // Every member reads them, in major units; only owners change them.
      await member.goto(dashboardOf(alias, '/settings/organization'));
      const table = member
        .getByRole('region', { name: 'Approval amounts' })
        .getByRole('table', { name: 'Approval amounts' });
      await table.getByRole('cell', { name: '1,000.00 EUR' }).waitFor();
      await table.getByRole('cell', { name: '50,000 JPY' }).waitFor();
      expect(await member.getByRole('button', { name: 'Change amounts' }).count()).toBe(0);
    } finally {
      await member.context().close();
      await owner.context().close();
    }
  }, 180_000);

  it('archives after the alias is typed: gone from the member’s list, its address says so; the owner restores it', async () => {
    const alias = `archive-${suffix}`;
    const name = `Org ${alias}`;
    const { page: owner } = await ownerOfNewOrganization({ server, browser, mailbox }, 'archiver', alias);
    const member = await memberOf({ server, browser, mailbox }, owner, 'archmember');
    try {
      await member.goto(`${server.baseUrl}/organizations`);
      await member.getByRole('listitem', { name }).waitFor();

      await owner.goto(dashboardOf(alias, '/settings/organization'));
      const archive = owner.getByRole('button', { name: 'Archive organisation' });
      expect(await archive.isDisabled()).toBe(true);
      await owner.getByLabel(`Type ${alias} to archive it`).fill(alias);
      await archive.click();
      // The owner lands on their list, where the organisation is marked archived, not on a closed dashboard.
      await owner.waitForURL(`${server.baseUrl}/organizations`);
      const row = owner.getByRole('listitem', { name });
      await row.getByText('Archived', { exact: true }).waitFor();
      await checkAccessibility(owner);

      await member.reload();
      await member.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => member.getByRole('listitem', { name }).count()).toBe(0);
      await member.goto(dashboardOf(alias));
      await member.getByRole('heading', { level: 1, name: 'This organisation is archived' }).waitFor();
      await member.getByText(`“${alias}” has been archived`, { exact: false }).waitFor();
      await checkBothThemes(member);

      await row.getByRole('button', { name: `Restore ${name}` }).click();
      await row.getByRole('button', { name: `Open ${name}` }).waitFor();
      await member.goto(dashboardOf(alias));
      await member.getByRole('heading', { level: 1, name }).waitFor();
    } finally {
      await member.context().close();
      await owner.context().close();
    }
  }, 180_000);

  it('uploads a logo through the cropper and sees it on the dashboard header and in the organisation list', async () => {
    const alias = `logo-${suffix}`;
    const name = `Org ${alias}`;
    const { page } = await ownerOfNewOrganization({ server, browser, mailbox }, 'logo', alias);
    try {
      await page.goto(dashboardOf(alias, '/settings/organization'));
      const section = page.getByRole('region', { name: 'Logo' });
      await section.getByText('png or jpg, no more than 1 MB').waitFor();
      await chooseFile(page, 'Upload logo', {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await twoColourPng(400, 200),
      });
      const cropper = page.getByRole('dialog', { name: 'Frame the logo' });
      await cropper.waitFor();
      await cropper.getByRole('button', { name: 'Save' }).click();
      await cropper.waitFor({ state: 'detached' });
      await section.getByRole('button', { name: 'Replace logo' }).waitFor();

      // The header beside the organisation's name shows it at once, loaded from its own URL.
      const logoUrl = /\/api\/v1\/organizations\/[0-9a-f-]{36}\/logo\/[\w-]+$/;
      const headerLogo = page
        .getByRole('button', { name: `Switch organisation (now ${name})` })
        .locator('img');
      await expect.poll(() => headerLogo.getAttribute('src')).toMatch(logoUrl);
      await expect
        .poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const src = await headerLogo.getAttribute('src');

      await page.goto(`${server.baseUrl}/organizations`);
      const listed = page.getByRole('listitem', { name }).locator('img');
      await expect.poll(() => listed.getAttribute('src')).toBe(src);
      await expect
        .poll(() => listed.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await checkAccessibility(page);
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
