import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedAccount, freshEmail, logInThroughPage, strongPassword } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import { stepUntilAnnounced } from './support/keyboard-drag';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { texts } from './support/texts';

/** What the walk reads and clicks, per interface language. */
const words = {
  en: {
    heading: 'Currencies',
    table: 'Currencies',
    search: 'Search currencies',
    type: 'Type',
    crypto: 'Crypto',
    metal: 'Metal',
    exponent: 'Decimals',
    name: 'Name',
    columnOptions: (column: string) => `Column options: ${column}`,
    pin: 'Pin',
    hide: 'Hide column',
    symbol: 'Symbol',
    editColumns: 'Edit columns',
    linkedView: 'Linked, no favourite',
    columns: 'Columns',
    resetColumns: 'Reset columns',
    code: 'Code',
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
    favorites: 'Favourite views',
    saveNew: 'Save as new view',
    viewName: 'Name',
    description: 'Description',
    share: 'Share with the organisation',
    save: 'Save',
    move: (name: string) => `Move ${name}`,
    options: (name: string) => `View options: ${name}`,
    saveChanges: (name: string) => `Save changes to ${name}`,
    deleteItem: 'Delete',
    deleteView: 'Delete view',
    clearFilters: 'Clear all',
    saveFilters: 'Save filters',
    saveFiltersTitle: 'Save the current filters',
    accept: (organization: string) => `Accept the invitation to ${organization}`,
    open: (organization: string) => `Open ${organization}`,
    pickedUp: (name: string) => `Picked up ${name}.`,
    over: (name: string, target = name) => `${name} is over ${target}.`,
    sharedView: 'Crypto by decimals',
    privateView: 'My crypto',
    savedFilter: 'Crypto only',
    shared: 'Shared',
    edit: 'Rename or describe',
    editTitle: 'Change view',
    notSaved: 'Not saved',
    dismiss: 'Dismiss',
    cancel: 'Cancel',
  },
  uk: {
    heading: 'Валюти',
    table: 'Валюти',
    search: 'Пошук валют',
    type: 'Тип',
    crypto: 'Крипто',
    metal: 'Метал',
    exponent: 'Знаків після коми',
    name: 'Назва',
    columnOptions: (column: string) => `Параметри стовпця: ${column}`,
    pin: 'Закріпити',
    hide: 'Сховати стовпець',
    symbol: 'Символ',
    editColumns: 'Редагувати стовпці',
    linkedView: 'За посиланням, не обране',
    columns: 'Стовпці',
    resetColumns: 'Скинути стовпці',
    code: 'Код',
    toDark: 'Увімкнути темну тему',
    toLight: 'Увімкнути світлу тему',
    favorites: 'Обрані подання',
    saveNew: 'Зберегти як нове подання',
    viewName: 'Назва',
    description: 'Опис',
    share: 'Поділитися з організацією',
    save: 'Зберегти',
    move: (name: string) => `Перемістити «${name}»`,
    options: (name: string) => `Дії з поданням «${name}»`,
    saveChanges: (name: string) => `Зберегти зміни в «${name}»`,
    deleteItem: 'Видалити',
    deleteView: 'Видалити подання',
    clearFilters: 'Очистити все',
    saveFilters: 'Зберегти фільтри',
    saveFiltersTitle: 'Зберегти поточні фільтри',
    accept: (organization: string) => `Прийняти запрошення до ${organization}`,
    open: (organization: string) => `Відкрити ${organization}`,
    pickedUp: (name: string) => `«${name}» піднято.`,
    over: (name: string, target = name) => `«${name}» над «${target}».`,
    sharedView: 'Крипто за знаками',
    privateView: 'Моє крипто',
    savedFilter: 'Лише крипто',
    shared: 'Спільне',
    edit: 'Перейменувати чи описати',
    editTitle: 'Змінити подання',
    notSaved: 'Не збережено',
    dismiss: 'Закрити',
    cancel: 'Скасувати',
  },
} as const;

type Language = keyof typeof words;
type ColumnEntry = { property: string; fixed: boolean };

const url = (page: Page) => decodeURIComponent(page.url());

describe('saved views, saved filters and saved columns on the currencies grid (issue 14)', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole());
  });

  afterAll(() => stopConsole({ server, browser, mailbox }));

  const walk = async (language: Language) => {
    const w = words[language];
    const t = texts[language];
    const suffix = randomUUID().slice(0, 6);
    const organization = `Views ${suffix}`;
    const alias = `views-${suffix}`;
    const origin = `http://${alias}.app.localhost:${server.port}`;
    const ownerEmail = freshEmail('views-owner');
    const memberEmail = freshEmail('views-member');
    await createConfirmedAccount(server, mailbox, { email: ownerEmail, locale: language });
    await createConfirmedAccount(server, mailbox, { email: memberEmail, locale: language });
    const owner = await newPage(browser, { locale: t.browserLocale });
    owner.on('pageerror', (error) => console.log('PAGEERROR', error.message.slice(0, 300)));
    const table = () => owner.getByRole('table', { name: w.table });
    const headers = (page: Page) =>
      page.getByRole('table', { name: w.table }).locator('thead tr:last-child th');
    // Type's cells once it is pinned: after Code, which the grid declares fixed (SPEC §3).
    const types = (page: Page) =>
      page.getByRole('table', { name: w.table }).locator('tbody tr td:nth-child(2)');
    const favorites = (page: Page) => page.getByRole('list', { name: w.favorites }).getByRole('listitem');
    // A shared view's button ends with the word "Shared".
    const viewButton = (page: Page, name: string) =>
      page.getByRole('button', { name: new RegExp(`^${name}( ${w.shared})?$`) });

    const checkBothThemes = async (page: Page) => {
      await checkAccessibility(page);
      await page.getByRole('button', { name: w.toDark }).click();
      await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
      await checkAccessibility(page);
      await page.getByRole('button', { name: w.toLight }).click();
      await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    };

    const pickType = async (page: Page, type: string) => {
      await page.getByRole('combobox', { name: w.type, exact: true }).click();
      await page.getByRole('option', { name: type }).click();
      await page.keyboard.press('Escape');
    };

    const saveView = async (name: string, shared: boolean) => {
      await owner.getByRole('button', { name: w.saveNew }).click();
      const dialog = owner.getByRole('dialog', { name: w.saveNew });
      await dialog.getByLabel(w.viewName, { exact: true }).fill(name);
      await dialog.getByLabel(w.description).fill(`${name}: ${suffix}`);
      if (shared) await dialog.getByLabel(w.share).check();
      await dialog.getByRole('button', { name: w.save, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => viewButton(owner, name).getAttribute('aria-pressed')).toBe('true');
    };

    try {
      await logInThroughPage(owner, server, t, { email: ownerEmail, password: strongPassword });
      await owner.waitForURL((next) => next.pathname === '/create-organization/prepare');
      const created = await callFromPage(owner, 'POST', '/organization', {
        data: {
          type: 'organization',
          attributes: {
            name: organization,
            alias,
            country: 'UA',
            base_currency: 'UAH',
            time_zone: 'Europe/Kyiv',
          },
        },
      });
      expect(created.status).toBe(201);

      // The page asks for its presets once (views, filters and the reader's columns together; issue 34).
      const presetCalls: string[] = [];
      const countPresetCalls = (request: { url(): string }) => {
        const path = new URL(request.url()).pathname;
        if (/^\/api\/v1\/dashboard\/(presets|views|filters|columns)$/.test(path)) presetCalls.push(path);
      };
      owner.on('request', countPresetCalls);
      await owner.goto(`${origin}/currencies`);
      await owner.getByRole('heading', { level: 1, name: w.heading }).waitFor();
      await table().locator('tbody tr').first().waitFor();
      await expect.poll(() => presetCalls).toEqual(['/api/v1/dashboard/presets']);
      owner.off('request', countPresetCalls);

      // Filter by type and a search, sort by decimals (descending), pin Type.
      await pickType(owner, w.crypto);
      await owner.getByLabel(w.search, { exact: true }).fill('b');
      await expect.poll(() => url(owner)).toContain('filter[search]=b');
      await owner.getByRole('button', { name: w.exponent, exact: true }).click();
      await expect.poll(() => url(owner)).toContain('sort=exponent');
      await owner.getByRole('button', { name: w.exponent, exact: true }).click();
      await expect.poll(() => url(owner)).toContain('sort=-exponent');
      await owner.getByRole('button', { name: w.columnOptions(w.type) }).click();
      await owner.getByRole('menuitem', { name: w.pin }).click();
      // Pinned right after Code, which the grid declares fixed (SPEC §3).
      await expect
        .poll(async () => (await headers(owner).allTextContents()).slice(0, 2))
        .toEqual([w.code, w.type]);
      await expect.poll(() => owner.getByRole('menuitem').count()).toBe(0);
      await owner.getByRole('button', { name: w.columnOptions(w.symbol) }).click();
      await owner.getByRole('menuitem', { name: w.hide }).click();
      await expect.poll(() => url(owner)).toContain('hidden=symbol');

      // Save as a shared view: it is active, and its id is in the URL.
      await saveView(w.sharedView, true);
      await expect.poll(() => url(owner)).toMatch(/view_id=[0-9a-f-]{36}/);
      const viewUrl = owner.url();
      const viewId = new URL(viewUrl).searchParams.get('view_id') ?? '';
      await checkBothThemes(owner);

      // Reload: the same grid, the view still active.
      await owner.reload();
      await table().locator('tbody tr').first().waitFor();
      await expect.poll(() => viewButton(owner, w.sharedView).getAttribute('aria-pressed')).toBe('true');
      expect(url(owner)).toContain('sort=-exponent');
      expect((await headers(owner).allTextContents()).slice(0, 2)).toEqual([w.code, w.type]);
      expect(await headers(owner).allTextContents()).not.toContain(w.symbol);
      await expect.poll(async () => [...new Set(await types(owner).allTextContents())]).toEqual([w.crypto]);
      expect(await owner.getByLabel(w.search, { exact: true }).inputValue()).toBe('b');

      // Another member, in a fresh context, opens the view's link and sees the same grid; it is not theirs to change.
      expect(
        (await callFromPage(owner, 'POST', '/organization/invites', { email: memberEmail, role: 'member' }))
          .status,
      ).toBe(201);
      const member = await newPage(browser, { locale: t.browserLocale });
      try {
        await logInThroughPage(member, server, t, { email: memberEmail, password: strongPassword });
        await member.waitForURL((next) => next.pathname !== '/login');
        await member.goto(`${server.baseUrl}/organizations`);
        await member.getByRole('button', { name: w.accept(organization) }).click();
        await member.getByRole('button', { name: w.open(organization) }).waitFor();
        await member.goto(viewUrl.replace(/^http:\/\/[^/]+/, origin));
        await member.getByRole('table', { name: w.table }).locator('tbody tr').first().waitFor();
        await expect.poll(() => viewButton(member, w.sharedView).getAttribute('aria-pressed')).toBe('true');
        expect((await headers(member).allTextContents()).slice(0, 2)).toEqual([w.code, w.type]);
        await expect
          .poll(async () => [...new Set(await types(member).allTextContents())])
          .toEqual([w.crypto]);
        expect(await member.getByRole('button', { name: w.options(w.sharedView) }).count()).toBe(0);
        expect(await member.getByRole('button', { name: w.move(w.sharedView) }).count()).toBe(0);
      } finally {
        await member.context().close();
      }

      // A second view, saved as new: one position above, so listed first.
      await saveView(w.privateView, false);
      await expect
        .poll(() => favorites(owner).allTextContents())
        .toEqual([expect.stringContaining(w.privateView), expect.stringContaining(w.sharedView)]);

      // Reorder by keyboard: the shared view moves to the front, said aloud, and stays there after a reload.
      await owner.getByRole('button', { name: w.move(w.sharedView) }).focus();
      await owner.keyboard.press('Space');
      // dnd-kit says it aloud in the reader's language (picked up, then over itself).
      await expect
        .poll(() => owner.getByRole('status').filter({ hasText: w.sharedView }).allTextContents())
        .toEqual([
          expect.stringMatching(new RegExp(`^(${w.pickedUp(w.sharedView)}|${w.over(w.sharedView)})$`)),
        ]);
      await stepUntilAnnounced(owner, 'ArrowLeft', w.over(w.sharedView, w.privateView));
      const reordered = owner.waitForResponse(
        (response) =>
          response.url().endsWith('/dashboard/views/favorites') && response.request().method() === 'PATCH',
      );
      await owner.keyboard.press('Space');
      await expect
        .poll(() => favorites(owner).allTextContents())
        .toEqual([expect.stringContaining(w.sharedView), expect.stringContaining(w.privateView)]);
      expect((await reordered).status()).toBe(200);
      await owner.reload();
      await expect
        .poll(() => favorites(owner).allTextContents())
        .toEqual([expect.stringContaining(w.sharedView), expect.stringContaining(w.privateView)]);

      // Pick the shared view, then change a filter: the view is no longer active; save the change into it.
      // SPEC §7: the list request carries the view's id and the shown columns, read off the wire.
      const askedWithView = owner.waitForRequest((request) => {
        const asked = new URL(request.url());
        return asked.pathname === '/api/v1/currencies' && asked.searchParams.get('view_id') === viewId;
      });
      await viewButton(owner, w.sharedView).click();
      await expect.poll(() => url(owner)).toContain(`view_id=${viewId}`);
      const shown = new URL((await askedWithView).url()).searchParams.get('columns')?.split(',');
      expect(shown).toContain('type');
      expect(shown).toContain('exponent');
      await pickType(owner, w.metal);
      await expect.poll(() => viewButton(owner, w.sharedView).getAttribute('aria-pressed')).toBe('false');
      expect(url(owner)).not.toContain('view_id');
      await owner.getByRole('button', { name: w.saveChanges(w.sharedView) }).click();
      await expect.poll(() => viewButton(owner, w.sharedView).getAttribute('aria-pressed')).toBe('true');
      expect(url(owner)).toContain(`view_id=${viewId}`);
      const stored = await callFromPage(owner, 'GET', `/dashboard/views/${viewId}`);
      expect(JSON.stringify(stored.body)).toMatch(/crypto,metal|metal,crypto/);

      // Delete the shared view after the confirmation.
      await owner.getByRole('button', { name: w.options(w.sharedView) }).click();
      await owner.getByRole('menuitem', { name: w.deleteItem }).click();
      const confirm = owner.getByRole('dialog', { name: w.deleteView });
      // The dialog arrives on demand and opens a render after it mounts (0086): axe reads it once it is there.
      await confirm.waitFor();
      await checkAccessibility(owner);
      await confirm.getByRole('button', { name: w.deleteItem }).click();
      await expect
        .poll(() => favorites(owner).allTextContents())
        .toEqual([expect.stringContaining(w.privateView)]);
      expect(url(owner)).not.toContain('view_id');
      expect((await callFromPage(owner, 'GET', `/dashboard/views/${viewId}`)).status).toBe(404);

      // A saved filter: save the current filters, clear them, apply it from the filter panel.
      await owner.getByRole('button', { name: w.saveFilters }).click();
      const filterDialog = owner.getByRole('dialog', { name: w.saveFiltersTitle });
      await filterDialog.getByLabel(w.viewName, { exact: true }).fill(w.savedFilter);
      await filterDialog.getByRole('button', { name: w.save, exact: true }).click();
      await filterDialog.waitFor({ state: 'detached' });
      await owner.getByRole('button', { name: w.clearFilters }).click();
      await expect.poll(() => url(owner)).not.toContain('filter[');
      await owner.getByRole('button', { name: w.savedFilter, exact: true }).click();
      await expect.poll(() => url(owner)).toMatch(/filter\[type\]=(crypto,metal|metal,crypto)/);
      expect(url(owner)).toContain('filter[search]=b');

      // ADR 0050: a view deleted behind the bar's back cannot be renamed; the reader is told, and can dismiss it.
      const listed = await callFromPage(owner, 'GET', '/dashboard/views?filter[grid_code]=currencies');
      const privateId = (
        listed.body as { data: Array<{ id: string; attributes: { name: string } }> }
      ).data.find((view) => view.attributes.name === w.privateView)?.id;
      expect((await callFromPage(owner, 'DELETE', `/dashboard/views/${privateId}`)).status).toBe(200);
      await owner.getByRole('button', { name: w.options(w.privateView) }).click();
      await owner.getByRole('menuitem', { name: w.edit }).click();
      const editDialog = owner.getByRole('dialog', { name: w.editTitle });
      await editDialog.getByLabel(w.viewName, { exact: true }).fill(`${w.privateView} 2`);
      await editDialog.getByRole('button', { name: w.save, exact: true }).click();
      const notice = editDialog.getByRole('alert').filter({ hasText: w.notSaved });
      await notice.waitFor();
      await notice.getByRole('button', { name: w.dismiss }).click();
      await notice.waitFor({ state: 'detached' });
      await editDialog.getByRole('button', { name: w.cancel }).last().click();
      await expect.poll(() => favorites(owner).count()).toBe(0);

      // With no view active, a column layout is kept for the reader: Name pinned, then a fresh context.
      await owner.getByRole('button', { name: w.columnOptions(w.name) }).click();
      await owner.getByRole('menuitem', { name: w.pin }).click();
      const pinnedSaved = async () => {
        const { body } = await callFromPage(owner, 'GET', '/dashboard/columns?filter[grid_code]=currencies');
        const layout = (body as { data: Array<{ attributes: { table_columns: ColumnEntry[] } }> }).data[0];
        return layout?.attributes.table_columns
          .filter((column) => column.fixed)
          .map((column) => column.property);
      };
      // Pinned columns keep their places in the order (issue 32): Name before Type, as the grid declares them,
      // after Code, which is declared fixed and saved so.
      await expect.poll(pinnedSaved).toEqual(['code', 'name', 'type']);
      // Column editing mode is kept with the columns (SPEC §2: remembered per grid, on any machine).
      await owner.getByRole('button', { name: w.editColumns }).click();
      const editingSaved = async () => {
        const { body } = await callFromPage(owner, 'GET', '/dashboard/columns?filter[grid_code]=currencies');
        return (body as { data: Array<{ attributes: { column_editing: boolean } }> }).data[0]?.attributes
          .column_editing;
      };
      await expect.poll(editingSaved).toBe(true);
      await checkBothThemes(owner);
      const again = await newPage(browser, { locale: t.browserLocale });
      try {
        await logInThroughPage(again, server, t, { email: ownerEmail, password: strongPassword });
        await again.waitForURL((next) => next.pathname !== '/login');
        await again.goto(`${origin}/currencies`);
        await again.getByRole('table', { name: w.table }).locator('tbody tr').first().waitFor();
        await expect
          .poll(async () => (await headers(again).allTextContents()).slice(0, 3))
          .toEqual([w.code, w.name, w.type]);
        // The link names the reader's pins alone: the grid pins Code itself. The headers may already stand so
        // before the saved layout arrives (Code, Name, Type is also the declared order), so the link is awaited.
        await expect.poll(() => url(again)).toContain('pinned=name,type');
        expect(url(again)).not.toContain('pinned=code');
        await expect
          .poll(() => again.getByRole('button', { name: w.editColumns }).getAttribute('aria-pressed'))
          .toBe('true');

        // A link that names its own layout shows it, and leaves the reader's saved columns as they were.
        const columnWrites: string[] = [];
        again.on('request', (request) => {
          if (
            request.method() !== 'GET' &&
            new URL(request.url()).pathname.startsWith('/api/v1/dashboard/columns')
          )
            columnWrites.push(`${request.method()} ${request.url()}`);
        });
        await again.goto(`${origin}/currencies?hidden=name`);
        await again.getByRole('table', { name: w.table }).locator('tbody tr').first().waitFor();
        await expect.poll(async () => (await headers(again).allTextContents()).includes(w.name)).toBe(false);
        // Longer than the layout's rest before a save (600 ms): a save would have left by now.
        await again.waitForTimeout(2_000);
        expect(columnWrites).toEqual([]);
        await expect.poll(pinnedSaved).toEqual(['code', 'name', 'type']);
      } finally {
        await again.context().close();
      }

      // The editor off and the columns reset: the grid's own layout is kept by keeping nothing (DELETE, SPEC §7).
      await owner.getByRole('button', { name: w.editColumns }).click();
      await expect.poll(editingSaved).toBe(false);
      const forgotten = owner.waitForRequest(
        (request) =>
          request.method() === 'DELETE' &&
          new URL(request.url()).pathname.startsWith('/api/v1/dashboard/columns/'),
      );
      await owner.getByRole('button', { name: w.columns, exact: true }).click();
      await owner.getByRole('menuitem', { name: w.resetColumns }).click();
      await forgotten;
      await expect.poll(pinnedSaved).toBeUndefined();
      await owner.reload();
      await table().locator('tbody tr').first().waitFor();
      await expect
        .poll(async () => (await headers(owner).allTextContents()).slice(0, 3))
        .toEqual([w.code, w.name, w.type]);
      expect(url(owner)).not.toContain('pinned=');

      // A link to a shared view that is nobody's favourite: the bar reads it by its id (SPEC §7) and shows it active.
      const made = await callFromPage(owner, 'POST', '/dashboard/views', {
        data: {
          type: 'view',
          attributes: {
            grid_code: 'currencies',
            name: w.linkedView,
            access_scope: 'organization',
            is_favorite: false,
            position: 0,
          },
        },
      });
      expect(made.status).toBe(201);
      const linkedId = (made.body as { data: { id: string } }).data.id;
      const readById = owner.waitForRequest(
        (request) => new URL(request.url()).pathname === `/api/v1/dashboard/views/${linkedId}`,
      );
      await owner.goto(`${origin}/currencies?view_id=${linkedId}`);
      await readById;
      const linked = owner.getByRole('button', { name: w.linkedView, exact: true });
      await expect.poll(() => linked.getAttribute('aria-pressed')).toBe('true');
      expect(url(owner)).toContain(`view_id=${linkedId}`);
      // A link to a view that is gone leaves it, and the grid shows its rows.
      await owner.goto(`${origin}/currencies?view_id=00000000-0000-4000-8000-000000000000`);
      await expect.poll(() => url(owner)).not.toContain('view_id');
      await table().locator('tbody tr').first().waitFor();
    } finally {
      await owner.context().close();
    }
  };

  it(
    'en: save a shared view, reload, open as another member, reorder, change, save changes, delete; a saved filter; saved columns',
    () => walk('en'),
    240_000,
  );

  it('uk: the same walk in Ukrainian', () => walk('uk'), 240_000);
});
