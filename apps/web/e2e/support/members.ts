import type { Page } from 'playwright-core';
import { freshEmail, strongPassword, waitForPath } from './accounts';
import { newPage } from './browser';
import type { ConsoleUnderTest } from './console';
import { callFromPage } from './page-api';
import { catalogueText, texts } from './texts';

type Joiner = {
  /** The start of the fresh address (`admin` → admin-1a2b3c4d@example.com). */
  label: string;
  role: 'admin' | 'member' | 'viewer';
  firstName: string;
  lastName: string;
  /** The invitee's browser language, which their new account takes; English unless said. */
  language?: 'en' | 'uk';
};

/**
 * A person the signed-in owner invites (sent as the Members page sends it), who follows the /join link of the mail
 * the real SMTP catcher got, creates their account on that page, accepts the invitation from their organisation
 * list and opens the organisation: their page, in a context of its own, on the organisation's dashboard.
 */
export async function joinedMember(
  context: Pick<ConsoleUnderTest, 'browser' | 'mailbox'>,
  owner: Page,
  { label, role, firstName, lastName, language = 'en' }: Joiner,
): Promise<{ page: Page; email: string; name: string }> {
  const organization = await callFromPage(owner, 'GET', '/organization');
  const orgName = (organization.body as { data: { attributes: { name: string } } }).data.attributes.name;
  const email = freshEmail(label);
  const invited = await callFromPage(owner, 'POST', '/organization/invites', { email, role });
  if (invited.status !== 201) throw new Error(`inviting ${email} answered ${invited.status}`);
  const link = context.mailbox.linkIn(await context.mailbox.waitFor(email), '/join/');

  const t = catalogueText(language);
  const page = await newPage(context.browser, { locale: texts[language].browserLocale });
  try {
    await page.goto(link.toString());
    await page
      .getByRole('heading', { level: 1, name: t('join.heading', { organization: orgName }) })
      .waitFor();
    await page.getByLabel(t('join.first_name')).fill(firstName);
    await page.getByLabel(t('join.last_name')).fill(lastName);
    await page.getByLabel(t('join.password'), { exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: t('join.submit') }).click();
    await waitForPath(page, '/organizations');
    await page.getByRole('button', { name: t('organizations.accept_named', { name: orgName }) }).click();
    await page.getByRole('button', { name: t('organizations.open_named', { name: orgName }) }).click();
    await waitForPath(page, '/');
    return { page, email, name: `${firstName} ${lastName}` };
  } catch (error) {
    await page.context().close();
    throw error;
  }
}
