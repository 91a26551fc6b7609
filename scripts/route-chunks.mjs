// The chunks each route needs beyond the entry, from the build manifest: the server names them in a `Link` preload
// header of the shell (apps/api/src/http/web-app.ts), so they travel with the entry instead of after it has run
// (issue 21, decision 0022). Written by the web build (apps/web/vite.config.ts) as dist/route-chunks.json.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROUTE_CHUNKS_FILE = 'route-chunks.json';
const SHELL_CHUNKS_FILE = 'shell-chunks.json';

/** The top-level entries of `const <name> … = { … };` in the router's source, each with the modules it imports. */
function importsByEntry(routerSource, name) {
  const start = routerSource.indexOf(`const ${name}`);
  if (start < 0) throw new Error(`router.tsx has no \`const ${name}\``);
  const block = routerSource.slice(start, routerSource.indexOf('\n};', start));
  const entries = {};
  let key;
  for (const line of block.split('\n')) {
    key = line.match(/^ {2}'?([\w:-]+)'?:/)?.[1] ?? key;
    const specifiers = [...line.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) => specifier);
    if (key && specifiers.length > 0) entries[key] = [...(entries[key] ?? []), ...specifiers];
  }
  return entries;
}

/** `~/features/x` and `./layouts/x` (from src/app/router.tsx) as the manifest's keys. */
function manifestKeyOf(manifest, specifier) {
  const base = specifier.startsWith('~/')
    ? `src/${specifier.slice(2)}`
    : path.posix.join('src/app', specifier);
  const key = [`${base}.tsx`, `${base}.ts`].find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`${specifier} (router.tsx) is not in the build manifest`);
  return key;
}

/**
 * For every route of the table: the JavaScript and CSS files of its layout's and page's chunks and their static
 * imports, less what the entry already brings (the shell's own modulepreload tags).
 */
export function routeChunks(manifest, routerSource, routes) {
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure([entryKey]);
  const initialCss = new Set([...initial].flatMap((key) => manifest[key].css ?? []));
  const pages = importsByEntry(routerSource, 'pages');
  const layouts = importsByEntry(routerSource, 'layouts');
  const chunks = {};
  for (const route of routes) {
    // A route that names no layout is drawn in the default one (layoutOf in packages/domain, SPEC §2).
    const layout = `${route.host}:${route.layout ?? 'default'}`;
    const specifiers = [...(layouts[layout] ?? []), ...(pages[route.name] ?? [])];
    const keys = [...closure(specifiers.map((specifier) => manifestKeyOf(manifest, specifier)))].filter(
      (key) => !initial.has(key),
    );
    const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].filter(
      (file) => !initialCss.has(file),
    );
    chunks[route.name] = [...keys.map((key) => manifest[key].file), ...css].map((file) => `/${file}`);
  }
  return chunks;
}

/**
 * What every first load needs beside its route's chunks (decision 0077): the entry's CSS, which blocks the first
 * paint (named first in the shell's \`Link\` header, or the route's preloads would take the six connections before the
 * HTML names it), and each interface language's catalogue chunk (\`src/locales/<locale>.json\`), of which the app
 * imports one before it first draws.
 */
export function shellChunks(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const locales = Object.fromEntries(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const locale = key.match(/^src\/locales\/([\w-]+)\.json$/)?.[1];
      return locale ? [[locale, `/${chunk.file}`]] : [];
    }),
  );
  return { css: (entry?.css ?? []).map((file) => `/${file}`), locales };
}

/** Reads dist/.vite/manifest.json and writes dist/route-chunks.json and dist/shell-chunks.json. */
export async function writeRouteChunks(dist, routerFile, routes) {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const chunks = routeChunks(manifest, await readFile(routerFile, 'utf8'), routes);
  await writeFile(path.join(dist, ROUTE_CHUNKS_FILE), `${JSON.stringify(chunks, null, 1)}\n`);
  await writeFile(path.join(dist, SHELL_CHUNKS_FILE), `${JSON.stringify(shellChunks(manifest), null, 1)}\n`);
}
