import { fixedColumnsOf, type GridDeclaration } from '@paygrid/domain/grid/grid-declaration';
import { countriesGrid } from '@paygrid/domain/grid/grids/countries-grid';
import { currenciesGrid } from '@paygrid/domain/grid/grids/currencies-grid';
import { paymentsGrid } from '@paygrid/domain/grid/grids/payments-grid';
import {
  defaultLayout,
  displayedParams,
  type GridLayout,
  hideColumn,
  movableParams,
  moveColumn,
  pinColumn,
  showColumn,
  unpinColumn,
  visibleParams,
} from '@paygrid/domain/grid/layout/column-layout';
import { layoutToViewColumns } from '@paygrid/domain/grid/layout/saved-layout';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerOf, logInThroughPage, waitForPath } from './support/accounts';
import { newPage } from './support/browser';
import { startConsole, stopConsole } from './support/console';
import { stepUntilAnnounced } from './support/keyboard-drag';
import type { Mailbox } from './support/mail';
import { callFromPage } from './support/page-api';
import type { RunningServer } from './support/server';
import { catalogueText, texts } from './support/texts';

// Issue 32: the reader's column moves, replayed in the browser from seeds. After every step the headers read as the
// layout model (packages/domain) says, every cell names the header above it, and the cells under "Code", "ID",
// "Reference"... hold what the API says those rows hold; a reload and a reopening on the saved columns are steps. The
// model is given the grid's declared-fixed columns (SPEC §3): a step it says changes nothing is not on the menu.

const label = catalogueText('en');

type ApiRow = { id: string; attributes: Record<string, unknown> };

type ReplayedGrid = {
  declaration: GridDeclaration;
  path: string;
  /** Columns whose cells show the API's value as it is, compared row by row. */
  plain: Record<string, (row: ApiRow) => string>;
};

const attribute = (name: string) => (row: ApiRow) => String(row.attributes[name] ?? '');

const grids: ReplayedGrid[] = [
  {
    declaration: currenciesGrid,
    path: '/currencies',
    plain: {
      code: attribute('code'),
      name: (row) => String((row.attributes.name as { en?: string } | null)?.en ?? ''),
    },
  },
  { declaration: countriesGrid, path: '/countries', plain: { code: attribute('code') } },
  {
    declaration: paymentsGrid,
    path: '/payments',
    plain: {
      id: (row) => row.id,
      currency: attribute('currency'),
      customer_email: attribute('customer_email'),
      reference: attribute('reference'),
    },
  },
];

/** A small seeded generator (mulberry32): the same seed replays the same steps. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: ReadonlyArray<T>): T | undefined =>
    items.length === 0 ? undefined : items[Math.floor(next() * items.length)];
};

type Step =
  | { kind: 'pin' | 'unpin' | 'hide' | 'show'; param: string }
  | { kind: 'move'; param: string; target: string }
  | { kind: 'reset' | 'reload' | 'reopen' };

/** A step a reader could take on this layout, chosen by the seed. */
function nextStep(pick: ReturnType<typeof generator>, layout: GridLayout, editing: boolean): Step {
  const visible = visibleParams(layout);
  const movable = movableParams(layout);
  const choices: Array<() => Step | undefined> = [
    () => {
      const param = pick(visible.filter((item) => !layout.pinned.includes(item)));
      return param ? { kind: 'pin', param } : undefined;
    },
    () => {
      const param = pick(layout.pinned);
      return param ? { kind: 'unpin', param } : undefined;
    },
    () => {
      const param = visible.length > 1 ? pick(visible) : undefined;
      return param ? { kind: 'hide', param } : undefined;
    },
    () => {
      const param = pick(layout.hidden);
      return param ? { kind: 'show', param } : undefined;
    },
    () => {
      // One place rightwards by keyboard: over the next movable column.
      const at = editing ? pick(movable.slice(0, -1)) : undefined;
      const target = at ? movable[movable.indexOf(at) + 1] : undefined;
      return at && target ? { kind: 'move', param: at, target } : undefined;
    },
    () => ({ kind: 'reset' }),
    () => ({ kind: 'reload' }),
    () => ({ kind: 'reopen' }),
  ];
  for (;;) {
    const step = pick(choices)?.();
    if (step) return step;
  }
}

/** The layout after a step, as the model says; the grid's declared-fixed columns pinned by a reset too. */
const modelAfter = (known: string[], fixed: string[], layout: GridLayout, step: Step): GridLayout => {
  switch (step.kind) {
    case 'pin':
      return pinColumn(layout, step.param);
    case 'unpin':
      return unpinColumn(layout, step.param);
    case 'hide':
      return hideColumn(layout, step.param);
    case 'show':
      return showColumn(layout, step.param);
    case 'move':
      return moveColumn(layout, step.param, step.target);
    case 'reset':
      return defaultLayout(known, fixed);
    case 'reload':
    case 'reopen':
      return layout;
  }
};

type DrawnTable = {
  headers: Array<{ id: string; text: string }>;
  rows: Array<{ headers: string[]; texts: string[] }>;
};

const drawnTable = (page: Page, name: string): Promise<DrawnTable> =>
  page.getByRole('table', { name }).evaluate((table) => ({
    headers: Array.from(table.querySelectorAll('thead tr:last-child th'), (th) => ({
      id: th.id,
      text: th.textContent?.trim() ?? '',
    })),
    rows: Array.from(table.querySelectorAll('tbody tr'), (tr) => ({
      headers: Array.from(tr.querySelectorAll('td'), (td) => td.getAttribute('headers') ?? ''),
      texts: Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? ''),
    })),
  }));

describe('issue 32: seeded column moves replayed on the currencies, countries and payments grids', () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Mailbox;
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    ({ server, browser, mailbox } = await startConsole({ DEMO_DATA: 'true', DEMO_PAYMENTS: '300,40' }));
    origin = `http://demo.app.localhost:${server.port}`;
    page = await newPage(browser);
    await logInThroughPage(page, server, texts.en, demoOwnerOf(server));
    await waitForPath(page, '/organizations');
    await page.getByRole('button', { name: 'Open Demo Payments' }).click();
    await page.waitForURL(`${origin}/`);
  }, 120_000);

  afterAll(async () => {
    await page?.context().close();
    await stopConsole({ server, browser, mailbox });
  });

  const replay = async (seed: number) => {
    const grid = grids[seed % grids.length] as ReplayedGrid;
    const { declaration } = grid;
    const known = declaration.columns.map((column) => column.param);
    const fixed = fixedColumnsOf(declaration);
    const labelOf = new Map(declaration.columns.map((column) => [column.param, label(column.labelKey)]));
    const tableName = label(`${declaration.code}.table`);
    const table = page.getByRole('table', { name: tableName });
    const pick = generator(seed);
    const editing = seed % 2 === 0;
    const log: string[] = [`seed ${seed} on ${grid.path}, editing ${editing}`];

    const opened = async () => {
      await table.locator('tbody tr').first().waitFor();
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
    };
    const savedColumnsAre = async (layout: GridLayout) => {
      const expected = layoutToViewColumns(layout).map(({ param, fixed }) => `${param}:${fixed}`);
      // Nothing is saved for a grid whose layout the reader never changed: it opens on its own layout.
      const untouched = layoutToViewColumns(defaultLayout(known, fixed)).map(
        ({ param, fixed: pinned }) => `${param}:${pinned}`,
      );
      await expect
        .poll(
          async () => {
            const { body } = await callFromPage(
              page,
              'GET',
              `/dashboard/columns?filter[grid_code]=${declaration.code}`,
            );
            const saved = (
              body as {
                data: Array<{ attributes: { table_columns: Array<{ property: string; fixed: boolean }> } }>;
              }
            ).data[0]?.attributes.table_columns;
            return (saved?.map(({ property, fixed }) => `${property}:${fixed}`) ?? untouched).join();
          },
          { timeout: 10_000, message: `saved columns: ${log.join(' → ')}` },
        )
        .toBe(expected.join());
    };
    // A menu is clicked once the last one has gone: a closing menu's items are still there for a moment.
    // Once in CI (replay 20, after a keyboard move) a click on a column's menu button opened nothing for 30 s; it is
    // clicked again after 5 s, as a person would, and the note on issue 32 names the lost click.
    const openMenu = async (trigger: ReturnType<Page['getByRole']>) => {
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      const menu = page.getByRole('menu');
      for (let tries = 1; tries <= 4; tries += 1) {
        if ((await menu.count()) === 0) await trigger.click();
        if (
          await menu.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
      }
      await menu.waitFor();
      return menu;
    };
    const choose = async (trigger: ReturnType<Page['getByRole']>, item: string) => {
      const menu = await openMenu(trigger);
      await menu.getByRole('menuitem', { name: item, exact: true }).click();
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    };
    const columnOptions = (param: string) =>
      table.getByRole('button', { name: `Column options: ${labelOf.get(param)}`, exact: true });
    const columnMenu = (param: string, item: string) => choose(columnOptions(param), item);
    /** Whether a column's menu offers an item: opened, read, closed again. */
    const columnMenuOffers = async (param: string, item: string) => {
      const menu = await openMenu(columnOptions(param));
      const offered = (await menu.getByRole('menuitem', { name: item, exact: true }).count()) > 0;
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      return offered;
    };
    /** A column menu's step; one the model says changes nothing (a declared fixed column's) is not offered. */
    const columnStep = async (param: string, item: string, changes: boolean) => {
      if (changes) await columnMenu(param, item);
      else expect(await columnMenuOffers(param, item), `${item} offered: ${log.join(' → ')}`).toBe(false);
    };
    const columnsMenu = (item: string) =>
      choose(page.getByRole('button', { name: 'Columns', exact: true }), item);

    /** The headers read as the model says, each cell names its header, plain cells hold the API's values. */
    const check = async (layout: GridLayout) => {
      const expected = displayedParams(layout).map((param) => labelOf.get(param));
      await expect
        .poll(async () => (await drawnTable(page, tableName)).headers.map((header) => header.text), {
          message: log.join(' → '),
        })
        .toEqual(expected);
      // A shown column's values come with the next answer (the list asks for the shown columns alone).
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
      const drawn = await drawnTable(page, tableName);
      const ids = drawn.headers.map((header) => header.id);
      for (const row of drawn.rows) expect(row.headers, log.join(' → ')).toEqual(ids);
      const answer = await callFromPage(page, 'GET', `${grid.path}?page[size]=${drawn.rows.length}`);
      const apiRows = (answer.body as { data: ApiRow[] }).data;
      for (const [param, value] of Object.entries(grid.plain)) {
        const at = displayedParams(layout).indexOf(param);
        if (at < 0) continue;
        expect(
          drawn.rows.map((row) => row.texts[at]),
          `${labelOf.get(param)}: ${log.join(' → ')}`,
        ).toEqual(apiRows.map(value));
      }
    };

    // Each replay starts from the grid's declared layout, in or out of editing mode as the seed says.
    await page.goto(`${origin}${grid.path}`);
    await opened();
    await columnsMenu('Reset columns');
    const toggle = page.getByRole('button', { name: 'Edit columns' });
    if ((await toggle.getAttribute('aria-pressed')) !== String(editing)) await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(editing));
    let layout = defaultLayout(known, fixed);
    await check(layout);

    for (let index = 0; index < 8; index += 1) {
      const step = nextStep(pick, layout, editing);
      log.push('param' in step ? `${step.kind} ${step.param}` : step.kind);
      const next = modelAfter(known, fixed, layout, step);
      switch (step.kind) {
        case 'pin':
          await columnMenu(step.param, 'Pin');
          break;
        case 'unpin':
          await columnStep(step.param, 'Unpin', next !== layout);
          break;
        case 'hide':
          await columnStep(step.param, 'Hide column', next !== layout);
          break;
        case 'show':
          await columnsMenu(`Show ${labelOf.get(step.param)}`);
          break;
        case 'move': {
          // dnd-kit's keyboard drag: picked up (the handle pressed), one step right (until the live region says
          // the column is over its target), dropped (released).
          const handle = page.getByRole('button', {
            name: `Move column ${labelOf.get(step.param)}`,
            exact: true,
          });
          await handle.focus();
          await page.keyboard.press('Space');
          await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
          await stepUntilAnnounced(
            page,
            'ArrowRight',
            `Column ${labelOf.get(step.param)} is over column ${labelOf.get(step.target)}.`,
            log.join(' → '),
          );
          await page.keyboard.press('Space');
          await expect.poll(() => handle.getAttribute('aria-pressed')).toBeNull();
          break;
        }
        case 'reset':
          await columnsMenu('Reset columns');
          break;
        case 'reload':
          await page.reload();
          await opened();
          break;
        case 'reopen':
          // The address without the layout: the grid opens on the reader's saved columns, once they are saved.
          await savedColumnsAre(layout);
          await page.goto(`${origin}${grid.path}`);
          await opened();
          break;
      }
      layout = next;
      await check(layout);
    }
  };

  for (let seed = 1; seed <= 20; seed += 1) {
    it(`replay ${seed}`, () => replay(seed), 90_000);
  }
});
