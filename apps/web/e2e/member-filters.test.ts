import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  freshEmail,
  logInThroughPage,
  strongPassword,
  waitForPath,
} from './support/accounts';
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { type ConsoleUnderTest, startConsole, stopConsole } from './support/console';
import { callFromPage } from './support/page-api';
import { texts } from './support/texts';

const url = (page: Page) => decodeURIComponent(page.url());

/** The wall clock of an instant in a zone, as the 12-hour, day-month-year inputs take it (digits, then a or p). */
function typedIn12h(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h12',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.day}${parts.month}${parts.year}`,
    time: `${parts.hour}${parts.minute}${parts.second}${parts.dayPeriod === 'AM' ? 'a' : 'p'}`,
  };
}

describe('members grid filters: boolean, date range typed in the user formats, presets, chips (Chromium)', () => {
  let running: ConsoleUnderTest;
  const suffix = randomUUID().slice(0, 6);

  beforeAll(async () => {
    running = await startConsole();
  });

  afterAll(() => stopConsole(running));

  it('filters by two-factor and by joined (12h, day-month-year, a preset), removes chips one by one and all, in en and uk', async () => {
    const { server, browser, mailbox } = running;
    const alias = `filters-${suffix}`;
    const membersUrl = `http://${alias}.app.localhost:${server.port}/members`;
    const ownerEmail = freshEmail('owner');
    const secondEmail = freshEmail('second');
    await createConfirmedAccount(server, mailbox, { email: ownerEmail });
    await createConfirmedAccount(server, mailbox, { email: secondEmail });
    const owner = await newPage(browser);
    const second = await newPage(browser);
    try {
      // The owner's organisation, and an invitation for the second person.
      await logInThroughPage(owner, server, texts.en, { email: ownerEmail, password: strongPassword });
      await waitForPath(owner, '/create-organization/prepare');
      const created = await callFromPage(owner, 'POST', '/organization', {
        data: {
          type: 'organization',
          attributes: {
            name: `Filters ${suffix}`,
            alias,
            country: 'UA',
            base_currency: 'UAH',
            time_zone: 'Europe/Kyiv',
          },
        },
      });
      expect(created.status).toBe(201);
      await owner.goto(membersUrl);
      await owner.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
      expect(
        (await callFromPage(owner, 'POST', '/organization/invites', { email: secondEmail, role: 'member' }))
          .status,
      ).toBe(201);

      // The second person turns two-factor on, then accepts: a member who joined later, with 2FA.
      await logInThroughPage(second, server, texts.en, { email: secondEmail, password: strongPassword });
      await waitForPath(second, '/organizations');
      const secret = (await callFromPage(second, 'GET', '/user/2fa/get-secret')).body as { secret: string };
      const totp = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32(secret.secret),
        digits: 6,
        period: 30,
      });
      const enabled = await callFromPage(second, 'POST', '/user/2fa/enable', {
        password: strongPassword,
        code: totp.generate(),
      });
      expect(enabled.status).toBe(200);
      const invites = (await callFromPage(second, 'GET', '/user/organizations/invites')).body as {
        data: Array<{ id: string }>;
      };
      const inviteId = invites.data[0]?.id ?? '';
      expect((await callFromPage(second, 'PATCH', `/member-invites/${inviteId}/accept`)).status).toBe(200);

      // Settings › Preferences: 12-hour times with seconds, day-month-year dates.
      await owner.getByRole('button', { name: texts.en.accountMenu }).click();
      await owner.getByRole('menuitem', { name: 'Preferences' }).click();
      await waitForPath(owner, '/settings/preferences');
      await owner.getByRole('combobox', { name: 'Date format' }).click();
      await owner.getByRole('option', { name: /day-month-year/ }).click();
      await owner.getByRole('combobox', { name: 'Time format' }).click();
      await owner.getByRole('option', { name: /12-hour with seconds/ }).click();
      await owner.getByRole('button', { name: 'Save changes' }).click();
      await owner.getByText('Your preferences are saved').waitFor();
      const user = (await callFromPage(owner, 'GET', '/user')).body as {
        data: { attributes: { settings: { preferences: { time_zone: string } } } };
      };
      const zone = user.data.attributes.settings.preferences.time_zone;

      await owner.goto(membersUrl);
      const table = owner.getByRole('table', { name: 'Members' });
      const shown = async () => {
        const rows = await table.locator('tbody tr').allTextContents();
        return [ownerEmail, secondEmail].filter((email) => rows.some((row) => row.includes(email)));
      };
      await expect.poll(shown).toEqual([ownerEmail, secondEmail]);
      await checkAccessibility(owner);

      // Boolean: two-factor on, yes.
      const twoFactor = owner.getByRole('radiogroup', { name: 'Two-factor on' });
      await twoFactor.getByText('Yes', { exact: true }).click();
      await expect.poll(shown).toEqual([secondEmail]);
      expect(url(owner)).toContain('filter[two_factor]=true');
      await twoFactor.getByText('No', { exact: true }).click();
      await expect.poll(shown).toEqual([ownerEmail]);
      await twoFactor.getByText('Any', { exact: true }).click();
      await expect.poll(shown).toEqual([ownerEmail, secondEmail]);

      // Date range, typed in the new formats: from the second the second member joined, to the end of that day.
      const grid = (await callFromPage(owner, 'GET', '/organization/members/grid')).body as {
        data: Array<{ attributes: { email: string; joined_at: string } }>;
      };
      const joined = new Date(
        grid.data.find((row) => row.attributes.email === secondEmail)?.attributes.joined_at ?? '',
      );
      const from = typedIn12h(joined, zone);
      await owner.getByRole('button', { name: 'Joined: Any time', exact: true }).click();
      const dialog = owner.getByRole('dialog', { name: 'Joined' });
      await dialog.getByLabel('Condition').selectOption('between');
      const fromGroup = dialog.getByRole('group', { name: 'From' });
      // Day, month, year in this order now, then hours, minutes, seconds and a or p.
      expect(
        await fromGroup
          .locator('input')
          .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label'))),
      ).toEqual(['Day', 'Month', 'Year', 'Hours', 'Minutes', 'Seconds', 'a.m. or p.m.']);
      await fromGroup.getByLabel('Day').click();
      await owner.keyboard.type(`${from.date}${from.time}`);
      expect(await fromGroup.getByLabel('a.m. or p.m.').inputValue()).toBe(from.time.slice(-1));
      const toGroup = dialog.getByRole('group', { name: 'To' });
      await toGroup.getByLabel('Day').click();
      await owner.keyboard.type(`${from.date}115959p`);
      // Backspace goes back a segment once one is empty; an arrow steps a segment.
      await owner.keyboard.press('Backspace');
      await owner.keyboard.press('Backspace');
      expect(await owner.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Seconds');
      await owner.keyboard.press('ArrowUp');
      expect(await toGroup.getByLabel('Seconds').inputValue()).toBe('00');
      await owner.keyboard.press('ArrowDown');
      await owner.keyboard.press('ArrowRight');
      await owner.keyboard.type('p');
      await checkAccessibility(owner);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(shown).toEqual([secondEmail]);
      expect(url(owner)).toContain('filter[joined_at][type]=between');
      await owner
        .getByRole('listitem')
        .filter({ hasText: /^Joined: \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} [ap] – / })
        .waitFor();

      // An invalid date is refused where it was typed, and nothing changes.
      await owner.getByRole('button', { name: /^Joined: / }).click();
      await dialog.getByRole('group', { name: 'From' }).getByLabel('Day').click();
      await owner.keyboard.type('3102');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.getByText('Invalid value').waitFor();
      await owner.keyboard.press('Escape');

      // Two-factor off as well: two chips; removing the date chip leaves the boolean one.
      await twoFactor.getByText('No', { exact: true }).click();
      await expect.poll(shown).toEqual([]);
      const chips = owner.getByRole('list', { name: 'Filters in force' });
      await expect.poll(() => chips.getByRole('listitem').count()).toBe(2);
      await chips.getByRole('button', { name: /^Remove the filter Joined: / }).click();
      await expect.poll(shown).toEqual([ownerEmail]);
      await chips.getByRole('listitem').filter({ hasText: 'Two-factor on: No' }).waitFor();

      // A preset stays a preset in the URL; today holds both, older than 30 days none.
      await owner.getByRole('button', { name: 'Joined: Any time', exact: true }).click();
      await dialog.getByRole('button', { name: 'Today' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(url(owner)).toContain('filter[joined_at][preset]=today');
      await chips.getByRole('listitem').filter({ hasText: 'Joined: Today' }).waitFor();
      await expect.poll(shown).toEqual([ownerEmail]);
      await owner.getByRole('button', { name: 'Joined: Today', exact: true }).click();
      await dialog.getByRole('button', { name: 'Older than 30 days' }).click();
      await expect.poll(shown).toEqual([]);
      await checkAccessibility(owner);

      // Clear all.
      await owner.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(shown).toEqual([ownerEmail, secondEmail]);
      expect(url(owner)).not.toContain('filter[');
      expect(await chips.count()).toBe(0);

      // At 390 px the filters fold behind their button, so the rows come first; opened, the date panel fits the
      // screen and every action in it stays reachable.
      await owner.setViewportSize({ width: 390, height: 844 });
      const joinedPicker = owner.getByRole('button', { name: 'Joined: Any time', exact: true });
      await expect.poll(() => joinedPicker.isVisible()).toBe(false);
      const fold = owner.getByRole('button', { name: 'Filters', exact: true });
      expect(await fold.getAttribute('aria-expanded')).toBe('false');
      await fold.click();
      expect(await fold.getAttribute('aria-expanded')).toBe('true');
      await joinedPicker.click();
      const panel = await dialog.boundingBox();
      expect(panel && panel.x >= 0 && panel.x + panel.width <= 390).toBe(true);
      await dialog.getByRole('button', { name: 'Apply' }).scrollIntoViewIfNeeded();
      await dialog.getByRole('button', { name: 'Yesterday' }).click();
      await chips.getByRole('listitem').filter({ hasText: 'Joined: Yesterday' }).waitFor();
      await checkAccessibility(owner);
      await owner.getByRole('button', { name: 'Clear all' }).click();
      await owner.setViewportSize({ width: 1280, height: 800 });

      // The same in Ukrainian.
      await owner.getByRole('button', { name: texts.en.accountMenu }).click();
      await owner.getByRole('menuitem', { name: 'Preferences' }).click();
      await owner.getByRole('combobox', { name: 'Language' }).click();
      await owner.getByRole('option', { name: 'Українська' }).click();
      await owner.getByRole('button', { name: 'Save changes' }).click();
      await owner.getByRole('heading', { level: 1, name: 'Уподобання' }).waitFor();
      await owner.goto(membersUrl);
      const tableUk = owner.getByRole('table', { name: 'Учасники' });
      const shownUk = async () => {
        const rows = await tableUk.locator('tbody tr').allTextContents();
        return [ownerEmail, secondEmail].filter((email) => rows.some((row) => row.includes(email)));
      };
      await owner
        .getByRole('radiogroup', { name: 'Двофакторну ввімкнено' })
        .getByText('Так', { exact: true })
        .click();
      await expect.poll(shownUk).toEqual([secondEmail]);
      await owner.getByRole('button', { name: 'Приєднався: Будь-коли' }).click();
      const dialogUk = owner.getByRole('dialog', { name: 'Приєднався' });
      await dialogUk.getByLabel('Умова').selectOption('between');
      await dialogUk.getByRole('group', { name: 'Від' }).getByLabel('День').click();
      await owner.keyboard.type(`${from.date}${from.time}`);
      await dialogUk.getByRole('group', { name: 'По' }).getByLabel('День').click();
      await owner.keyboard.type(`${from.date}115959p`);
      // Enter applies, as the panel is a form.
      await owner.keyboard.press('Enter');
      await dialogUk.waitFor({ state: 'detached' });
      await expect.poll(shownUk).toEqual([secondEmail]);
      const chipsUk = owner.getByRole('list', { name: 'Застосовані фільтри' });
      await expect.poll(() => chipsUk.getByRole('listitem').count()).toBe(2);
      await checkAccessibility(owner);
      await chipsUk.getByRole('button', { name: 'Прибрати фільтр Двофакторну ввімкнено: Так' }).click();
      await expect.poll(shownUk).toEqual([secondEmail]);
      await owner.getByRole('button', { name: /^Приєднався: / }).click();
      await dialogUk.getByRole('button', { name: 'Сьогодні' }).click();
      await chipsUk.getByRole('listitem').filter({ hasText: 'Приєднався: Сьогодні' }).waitFor();
      await expect.poll(shownUk).toEqual([ownerEmail, secondEmail]);
      await owner.getByRole('button', { name: 'Очистити все' }).click();
      expect(url(owner)).not.toContain('filter[');
    } finally {
      await owner.close();
      await second.close();
    }
  }, 180_000);
});
