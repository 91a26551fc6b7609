import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const liveRegions = async (page: Page) => (await page.getByRole('status').allTextContents()).join(' | ');

/**
 * One step of a keyboard drag (dnd-kit), once the item is picked up: presses `key` until the live region says
 * `announced`. dnd-kit listens for a step's key only from a timer after the pick-up, so a step pressed before that
 * is lost; a fixed pause let it be lost under load and the item stayed put (CI at 4ed6d8d). Three presses at most,
 * each given time to be heard, so a slow step is not pressed twice.
 */
export async function stepUntilAnnounced(
  page: Page,
  key: string,
  announced: string,
  message = '',
): Promise<void> {
  for (let attempt = 1; attempt <= 3 && !(await liveRegions(page)).includes(announced); attempt += 1) {
    await page.keyboard.press(key);
    await expect
      .poll(() => liveRegions(page), { timeout: attempt === 3 ? 5_000 : 1_500, message })
      .toContain(announced)
      .catch((error: unknown) => {
        if (attempt === 3) throw error;
      });
  }
}
