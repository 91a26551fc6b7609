import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or CHROMIUM_PATH), headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

export type ContextOptions = BrowserContextOptions & { locale?: string };

/** A fresh context (own cookies and storage); English browser language unless `locale` says otherwise. */
export function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, ...options });
}

/** A page in a fresh context; close it with `page.context().close()`. */
export async function newPage(browser: Browser, options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, options);
  return context.newPage();
}
