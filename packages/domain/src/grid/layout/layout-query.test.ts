import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../list-request';
import { clampColumnWidth, defaultLayout, orderedParams, visibleParams } from './column-layout';
import { layoutFromQuery, layoutToQueryObject } from './layout-query';

const known = ['code', 'name', 'type'];

describe('§2 grid column choices kept in the URL query', () => {
  it('keeps the chosen order of known columns and appends the ones a stale URL left out', () => {
    expect(orderedParams(known, ['type', 'gone', 'code'])).toEqual(['type', 'code', 'name']);
    expect(orderedParams(known, [])).toEqual(known);
  });

  it('reads pinned columns and widths, dropping unknown params and clamping widths', () => {
    const raw = parseQueryString(
      'pinned=type,gone&hidden=name,gone&widths[code]=5000&widths[gone]=90&widths[name]=abc',
    );
    expect(layoutFromQuery(known, ['name', 'code'], raw)).toEqual({
      order: ['name', 'code', 'type'],
      fixed: [],
      pinned: ['type'],
      hidden: ['name'],
      widths: { code: 800 },
    });
  });

  it('a link hiding every column hides none', () => {
    expect(layoutFromQuery(known, undefined, parseQueryString('hidden=code,name,type')).hidden).toEqual([]);
    expect(visibleParams({ ...defaultLayout(known), hidden: ['name'] })).toEqual(['code', 'type']);
    expect(
      layoutFromQuery(known, undefined, parseQueryString('hidden=code,name,type'), ['code']).hidden,
    ).toEqual(['name', 'type']);
  });

  it('writes nothing for the default layout, and only what differs otherwise', () => {
    expect(layoutToQueryObject(known, defaultLayout(known))).toEqual({});
    expect(
      layoutToQueryObject(known, {
        order: ['name', 'code', 'type'],
        fixed: [],
        pinned: ['name'],
        hidden: ['type'],
        widths: { code: 120 },
      }),
    ).toEqual({
      columns: 'name,code,type',
      pinned: 'name',
      hidden: 'type',
      widths: { code: '120' },
    });
  });

  it('a URL written from a layout reads back as the same layout', () => {
    const layout = {
      order: ['type', 'code', 'name'],
      fixed: [],
      pinned: ['type'],
      hidden: ['code'],
      widths: { name: 200 },
    };
    const object = layoutToQueryObject(known, layout);
    const columns = typeof object.columns === 'string' ? object.columns.split(',') : undefined;
    expect(layoutFromQuery(known, columns, object)).toEqual(layout);
  });

  it('a declared fixed column is pinned, shown and first whatever the link says; only other pins are written', () => {
    const raw = parseQueryString('columns=name,code,type&pinned=name&hidden=code&widths[code]=130');
    const layout = layoutFromQuery(known, ['name', 'code', 'type'], raw, ['code']);
    expect(layout).toEqual({
      order: ['code', 'name', 'type'],
      fixed: ['code'],
      pinned: ['code', 'name'],
      hidden: [],
      widths: { code: 130 },
    });
    expect(layoutToQueryObject(known, layout)).toEqual({ pinned: 'name', widths: { code: '130' } });
    // A link hiding every other column leaves the fixed one shown.
    expect(layoutFromQuery(known, undefined, parseQueryString('hidden=name,type'), ['code']).hidden).toEqual([
      'name',
      'type',
    ]);
  });

  it('a grid fixing a column that is not declared first writes no order for its own layout', () => {
    const layout = layoutFromQuery(known, undefined, {}, ['type']);
    expect(layout.order).toEqual(['type', 'code', 'name']);
    expect(layoutToQueryObject(known, layout)).toEqual({});
  });

  it('clamps widths to 60..800 whole pixels', () => {
    expect(clampColumnWidth(10)).toBe(60);
    expect(clampColumnWidth(123.6)).toBe(124);
    expect(clampColumnWidth(9000)).toBe(800);
  });
});
