import type { Page } from 'playwright-core';

/**
 * Chromium's virtual authenticator (DevTools protocol, `WebAuthn` domain) on a page: a platform authenticator with
 * resident keys and user verification that says yes at once, as a person touching the sensor would. It lives with
 * the page's target, across navigations.
 */
export async function addVirtualAuthenticator(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  /** The credentials it holds, with their signature counters. */
  const credentials = async () =>
    (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return {
    credentials,
    /** Another authenticator's credential, as a passkey synced to this device. */
    add: async (credential: Awaited<ReturnType<typeof credentials>>[number]) => {
      await session.send('WebAuthn.addCredential', { authenticatorId, credential });
    },
  };
}
