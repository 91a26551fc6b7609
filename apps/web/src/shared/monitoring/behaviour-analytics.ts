import { redactUrl } from '@paygrid/domain/http/url-redaction';

/** Clarity's command queue: calls made before its tag arrives wait in `q` (the vendor's snippet, in TypeScript). */
type ClarityQueue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    clarity?: ClarityQueue;
  }
}

/**
 * Adds the Clarity tag once (SPEC §9). The vendor's npm package hard-codes the tag's host; this loader reads it
 * from CLARITY_SCRIPT_URL, so a first-party proxy (or a test's server) can serve it.
 */
export function loadBehaviourAnalytics(scriptUrl: string, projectId: string): void {
  if (window.clarity) return;
  const queue: ClarityQueue = (...args: unknown[]) => {
    queue.q ??= [];
    queue.q.push(args);
  };
  window.clarity = queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}${encodeURIComponent(projectId)}`;
  document.head.appendChild(script);
}

/** Tells Clarity who is on which page: the user's id (never the e-mail), the tab's session, the page's path. */
export function identifyVisitor(userId: string, tabSession: string | undefined, path: string): void {
  window.clarity?.('identify', userId, tabSession, redactUrl(path));
}
