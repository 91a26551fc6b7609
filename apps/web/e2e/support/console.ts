import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type Mailbox, startMailbox } from './mail';
import { type RunningServer, startServer } from './server';

/** What a browser test file runs against: the real server wired to a real SMTP catcher, and Chromium. */
export type ConsoleUnderTest = { server: RunningServer; browser: Browser; mailbox: Mailbox };

export async function startConsole(env: Record<string, string> = {}): Promise<ConsoleUnderTest> {
  const mailbox = await startMailbox();
  const [server, browser] = await Promise.all([
    startServer({ SMTP_URL: mailbox.url, ...env }),
    launchBrowser(),
  ]);
  return { server, browser, mailbox };
}

/** Stops whatever of the console started, even when the start failed half-way. */
export async function stopConsole(parts: Partial<ConsoleUnderTest>): Promise<void> {
  await parts.browser?.close();
  await parts.server?.stop();
  await parts.mailbox?.stop();
}
