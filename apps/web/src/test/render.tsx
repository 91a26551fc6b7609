import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { cssVariablesResolver, theme } from '~/app/theme';
import en from '~/locales/en.json';
import uk from '~/locales/uk.json';

export type RenderOptions = {
  /** The interface language (en unless said). */
  locale?: 'en' | 'uk';
  /** The page's address, for components that read or write the URL (the grid keeps its state there). */
  path?: string;
  /**
   * Answers already in the query cache, as the console holds them once the server has answered: each checked
   * against its contract's schema first, so a test can only hand a component what the API can send.
   */
  cache?: ReadonlyArray<{
    key: readonly unknown[];
    schema: { parse: (data: unknown) => unknown };
    data: unknown;
  }>;
};

export type Rendered = RenderResult & {
  user: UserEvent;
  /** The address the router is at now (path and query), as the component last left it. */
  location: () => string;
};

/** Draws a component as the console does: its language catalogue, Mantine's theme, a query cache and a router. */
export async function renderComponent(ui: ReactElement, options: RenderOptions = {}): Promise<Rendered> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, uk: { translation: uk } },
    lng: options.locale ?? 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  for (const answer of options.cache ?? [])
    queryClient.setQueryData(answer.key, answer.schema.parse(answer.data));
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.path ?? '/'],
  });
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  const user = userEvent.setup();
  const rendered = render(wrap(<RouterProvider router={router} />));
  return {
    ...rendered,
    user,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/**
 * Points at an on-demand picker's stand-in and waits until the picker has replaced it, as a person's pointer reaches
 * a field before the click. A picker that arrives between a click's focus and the click itself misses that click
 * (the click lands on the stand-in it replaced): named in issue 31's closing note.
 */
export async function pointAtPicker(user: UserEvent, name: string): Promise<HTMLElement> {
  await user.hover(screen.getByRole('combobox', { name }));
  await waitFor(() => expect(screen.getByRole('combobox', { name })).not.toHaveAttribute('readonly'));
  return screen.getByRole('combobox', { name });
}

/**
 * Points at an on-demand menu's button, waits until the menu has replaced the stand-in, then opens it: the same
 * race as pickers (a menu arriving between the click's focus and the click misses it), seen under CI's load.
 */
export async function openActionMenu(user: UserEvent, name: string): Promise<HTMLElement> {
  await user.hover(screen.getByRole('button', { name }));
  // Mantine's Menu.Target names its button (the stand-in has no id).
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('id'));
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}
