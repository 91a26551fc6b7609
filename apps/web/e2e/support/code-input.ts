import type { Locator, Page } from 'playwright-core';

/** The boxes of a six-digit code field: a group named by the field's label, one textbox a digit. */
export function codeBoxes(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label }).getByRole('textbox');
}

/** Types a code as a person does: into the first box, the focus moving on by itself. */
export async function typeCode(page: Page, label: string, code: string): Promise<void> {
  await codeBoxes(page, label).first().click();
  await page.keyboard.type(code);
}
