import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type AxeOptions = {
  /** CSS selectors left out of the scan. */
  exclude?: string[];
  /** Rule ids switched off, each with a reason at the call site. */
  disableRules?: string[];
};

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: AxeViolation): string {
  const targets = violation.nodes.map(
    (node) =>
      `    - ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replaceAll('\n', '\n      ')}` : ''}`,
  );
  return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${targets.join('\n')}`;
}

/** Runs axe on the page as it is now and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  if (violations.length > 0) {
    const report = violations.map(describeViolation).join('\n');
    throw new Error(`axe found ${violations.length} violation(s) on ${page.url()}:\n${report}`);
  }
}

/** Axe reads colours as they are: let opening transitions (modals, menus) finish first. */
export async function checkAccessibility(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition mounted this frame (a notification entering) starts on the next one: wait two frames first.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  });
  await expectNoAxeViolations(page);
}
