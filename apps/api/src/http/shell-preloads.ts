import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentOutcome } from '../modules/navigation/service';

/**
 * The API reads the app makes before it first draws: the root guard's (apps/web/src/app/navigation-guard.ts; a
 * visitor's only the environment) and, on an organisation's sub-domain, its layout's loader (organization-loader.ts).
 * Each is a round trip after the scripts have run; preloaded, it leaves with the document and the app's own fetch
 * takes the answer (decision 0077).
 */
function firstCalls(outcome: Pick<DocumentOutcome, 'signedIn' | 'organizationHost'>): string[] {
  const calls = ['/api/v1/system/environment'];
  if (!outcome.signedIn) return calls;
  calls.push('/api/v1/user', '/api/v1/user/organizations', '/api/v1/user/organizations/invites');
  if (outcome.organizationHost) calls.push('/api/v1/organization');
  return calls;
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

// `crossorigin=use-credentials` is the mode of the app's fetches (`credentials: 'include'`): a preload in another
// mode is not matched and would be fetched twice. Scripts as `preload; as=script; crossorigin`, not `modulepreload`:
// from a header, a module preload was fetched again when the app imported it meanwhile (decision 0077).
const isCss = (file: string) => file.endsWith('.css');
const linkOf = (url: string) =>
  url.startsWith('/api/')
    ? `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`
    : isCss(url)
      ? `<${url}>; rel=preload; as=style; crossorigin`
      : `<${url}>; rel=preload; as=script; crossorigin`;

export type ShellPreloads = {
  /** The `Link` header of a first load that renders: its calls, its language's catalogue, its route's chunks. */
  linkFor(outcome: DocumentOutcome & { kind: 'render' }): string;
};

/**
 * Reads dist/route-chunks.json and dist/shell-chunks.json (written by the web build, scripts/route-chunks.mjs) once.
 * `apiOnOrigin` is false when FACADE_URL sends the app's calls elsewhere: those are then not preloaded.
 */
export function shellPreloads(webDist: string, options: { apiOnOrigin: boolean }): ShellPreloads {
  const routes = readJson<Record<string, string[]>>(path.join(webDist, 'route-chunks.json')) ?? {};
  const shell = readJson<{ css: string[]; locales: Record<string, string> }>(
    path.join(webDist, 'shell-chunks.json'),
  ) ?? { css: [], locales: {} };
  return {
    linkFor(outcome) {
      const catalogue = shell.locales[outcome.locale];
      const route = routes[outcome.route.name] ?? [];
      // In the order they are needed: what blocks the first paint, what the guard awaits, the page. The entry's
      // scripts are named by the HTML itself. Judged as deployed, over HTTP/2: there a visitor's page paints sooner
      // with its environment read and catalogue preloaded; over HTTP/1.1's six connections it paints later
      // (bench/results.md, ADR 0078).
      return [
        ...shell.css,
        ...route.filter(isCss),
        ...(options.apiOnOrigin ? firstCalls(outcome) : []),
        ...(catalogue ? [catalogue] : []),
        ...route.filter((file) => !isCss(file)),
      ]
        .map(linkOf)
        .join(', ');
    },
  };
}
