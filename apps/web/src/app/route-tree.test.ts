import { type RouteName, routes as table } from '@paygrid/domain/routes/route-table';
import { describe, expect, it } from 'vitest';
import { type LayoutSlot, routeTree } from './route-tree';

const lazy = async () => ({});
const everyPage = Object.fromEntries(table.map((route) => [route.name, lazy])) as Record<
  RouteName,
  typeof lazy
>;
const everyLayout = Object.fromEntries(
  table.map((route) => [`${route.host}:${route.layout}`, { lazy }]),
) as Record<LayoutSlot, { lazy: typeof lazy }>;

describe('the router reads domain’s route table (SPEC §2)', () => {
  it('puts every route of the table under the layout the table names, with its title key', () => {
    const tree = routeTree(everyPage, everyLayout);
    for (const route of table) {
      const layout = tree.find((group) => group.id === `${route.host}:${route.layout}`);
      const child = layout?.children?.find((candidate) =>
        route.path === '/' ? candidate.index === true : candidate.path === route.path.slice(1),
      );
      expect(child, route.name).toBeDefined();
      expect(child?.handle).toEqual({ titleKey: route.titleKey, routeName: route.name });
    }
    expect(tree.flatMap((group) => group.children ?? [])).toHaveLength(table.length);
  });

  it('draws prepare-organization in the layout the table gives it', () => {
    const tree = routeTree(everyPage, everyLayout);
    const holder = tree.find((group) =>
      group.children?.some((child) => child.path === 'create-organization/prepare'),
    );
    expect(holder?.id).toBe('entrance:logged-in-mono');
  });

  it('ends a layout with its page for unknown paths, when it has one', () => {
    const unknownPath = async () => ({});
    const tree = routeTree(everyPage, {
      ...everyLayout,
      'organization:logged-in-split': { lazy, unknownPath },
    });
    const shell = tree.find((group) => group.id === 'organization:logged-in-split');
    expect(shell?.children?.at(-1)).toEqual({
      id: 'organization:logged-in-split:unknown-path',
      path: '*',
      lazy: unknownPath,
      handle: { titleKey: 'error_page.not_found_title' },
    });
    expect(shell).not.toHaveProperty('unknownPath');
    const entrance = tree.find((group) => group.id === 'entrance:entrance-split');
    expect(entrance?.children?.some((child) => child.path === '*')).toBe(false);
  });

  it('draws a route that names no layout in its host’s default layout (SPEC §2)', () => {
    const login = table.find((route) => route.name === 'login');
    if (!login) throw new Error('the table has a login route');
    const { layout: _named, ...unnamed } = login;
    const tree = routeTree(everyPage, { ...everyLayout, 'entrance:default': { lazy } }, [unnamed]);
    expect(tree.map((group) => group.id)).toEqual(['entrance:default']);
    expect(tree[0]?.children?.[0]).toMatchObject({ path: 'login', handle: { routeName: 'login' } });
    // Without the default layout's chunk such a route fails at start, as a route of any other layout would.
    expect(() => routeTree(everyPage, everyLayout, [unnamed])).toThrow('No layout for entrance:default');
  });

  it('refuses a route without a page or a layout without a chunk', () => {
    const { login: _, ...withoutLogin } = everyPage;
    expect(() => routeTree(withoutLogin as Record<RouteName, typeof lazy>, everyLayout)).toThrow(
      'No page for route login',
    );
    const { 'organization:logged-in-split': __, ...withoutShell } = everyLayout;
    expect(() => routeTree(everyPage, withoutShell)).toThrow('No layout for organization:logged-in-split');
  });
});
