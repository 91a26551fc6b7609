// Size budgets of the web build (issues 21 and 31, decisions 0021 and 0087), from the Vite build manifest: prints every budget with
// its gzipped figure and exits non-zero, naming the chunk and its size, when one is broken. After `npm run build`:
//   node scripts/check-budgets.mjs [apps/web/dist]
// A page budget is the issue's `target`, enforced; a `ceiling` above it (decision 0021) is only for a budget today's
// build cannot meet yet: growth fails CI at once, and each cut lowers the ceiling until it reaches the target.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KiB = 1024;

/** The first load of a page: the entry, the route modules it needs, and everything they import statically. */
const pageBudgets = [
  {
    label: 'login page, initial JavaScript',
    target: 200 * KiB,
    routeModules: ['src/app/layouts/entrance-split-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  },
  {
    label: 'dashboard grid page (countries), initial JavaScript',
    target: 255 * KiB,
    routeModules: [
      'src/app/layouts/organization-layout.tsx',
      'src/features/catalogues/pages/countries-page.tsx',
    ],
  },
];
const ROUTE_CHUNK_LIMIT = 50 * KiB;
const CSS_LIMIT = 30 * KiB;
/** Libraries loaded only where used, each with a budget of its own (limit null: printed, not limited). */
const lazyLibraries = [
  {
    label: 'password dictionaries (zxcvbn, after the first keystroke)',
    // The named chunk of apps/web/vite.config.ts, or the package's own chunks if that group is ever dropped.
    test: /password-dictionaries|node_modules\/@zxcvbn-ts\//,
    limit: null,
  },
  {
    label: 'error reporting (@sentry/react, fetched only when SENTRY_DSN is set)',
    test: /sentry-client|node_modules\/@sentry\//,
    limit: 60 * KiB,
  },
  {
    // The dashboard home's lazily imported charts module, which carries @mantine/charts and recharts.
    label: 'charts (@mantine/charts + recharts, dashboard home only)',
    test: /features\/dashboard\/components\/money-charts\.tsx$/,
    limit: 140 * 1024,
  },
];
/** Libraries the budgeted pages' first loads no longer carry (decision 0023): a static import bringing one back fails. */
const keptOut = [
  {
    label: 'zod (answers checked by schemas imported with the first call, or by guards)',
    test: /node_modules\/zod\//,
  },
  {
    label: 'a replacement of React (preact, preact/compat or another; decision 0087)',
    test: /node_modules\/(preact|@preact|inferno|nervjs|react-lite)\//,
  },
  { label: 'dnd-kit (column and saved-pick dragging arrive on demand)', test: /node_modules\/@dnd-kit\// },
];
/** What every budgeted page's first load must carry: React itself, never a stand-in (decision 0087). */
const keptIn = [
  {
    label: "react-dom's production build",
    test: /node_modules\/react-dom\/(cjs\/react-dom(-client)?\.production\.js|client\.js|index\.js)$/,
  },
];
/** The catalogue data (packages/domain) must never ride in the chunks every page loads first. */
const CATALOGUE_DATA = /packages\/domain\/src\/catalogues\/(countries|currencies)\.(json|ts)$/;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'apps', 'web', 'dist'));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(2);
}
/** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/** The source modules bundled into a chunk, from its source map (the manifest names only each chunk's entry). */
function sourcesOf(file) {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
}

/** Manifest keys reachable from `keys` through static imports (what the browser must fetch before running them). */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key])
      throw new Error(`${key} is not in the build manifest: was it renamed? Update the budgets.`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The build manifest names no entry chunk.');
const initialKeys = staticClosure([entryKey]);

const rows = [];
const failures = [];
const notes = [];
function check(label, bytes, limit, detail, target = limit) {
  const ok = limit === null || bytes <= limit;
  const limitText =
    limit === null
      ? '(printed only)'
      : target === limit
        ? `≤ ${kib(limit)}`
        : `≤ ${kib(target)} (enforced ≤ ${kib(limit)})`;
  const verdict = !ok ? 'OVER' : target !== null && bytes > target ? 'over target' : 'ok';
  rows.push(`| ${label} | ${kib(bytes)} | ${limitText} | ${verdict} |`);
  if (!ok) failures.push(`${label}: ${kib(bytes)} > ${kib(limit)} (${detail})`);
  else if (verdict === 'over target')
    notes.push(`${label}: ${kib(bytes)}, target ${kib(target)} (${detail})`);
}

for (const budget of pageBudgets) {
  const keys = staticClosure([entryKey, ...budget.routeModules]);
  const files = [...keys].map((key) => manifest[key].file);
  const total = files.reduce((sum, file) => sum + gzipped(file), 0);
  const largest = [...files].sort((a, b) => gzipped(b) - gzipped(a)).slice(0, 3);
  const detail = `${files.length} chunks, largest ${largest.map((file) => `${file} ${kib(gzipped(file))}`).join(', ')}`;
  check(budget.label, total, budget.ceiling ?? budget.target, detail, budget.target);
  const catalogue = files.filter((file) => sourcesOf(file).some((source) => CATALOGUE_DATA.test(source)));
  if (catalogue.length > 0) notes.push(`${budget.label} carries catalogue data in ${catalogue.join(', ')}`);
  for (const library of keptIn) {
    const carriers = files.filter((file) => sourcesOf(file).some((source) => library.test.test(source)));
    rows.push(
      `| ${library.label}, in the ${budget.label.split(',')[0]} | ${carriers.length === 0 ? 'missing' : carriers.join(', ')} | present | ${carriers.length === 0 ? 'MISSING' : 'ok'} |`,
    );
    if (carriers.length === 0) failures.push(`${library.label} is not in the ${budget.label}`);
  }
  for (const library of keptOut) {
    const carriers = files.filter((file) => sourcesOf(file).some((source) => library.test.test(source)));
    if (carriers.length > 0) library.found = [...(library.found ?? []), ...carriers];
  }
}
for (const library of keptOut) {
  const found = [...new Set(library.found ?? [])];
  rows.push(
    `| ${library.label}, in the pages above | ${found.length === 0 ? 'none' : found.join(', ')} | none | ${found.length === 0 ? 'ok' : 'OVER'} |`,
  );
  if (found.length > 0) failures.push(`${library.label} is back in a first load: ${found.join(', ')}`);
}

const eagerCatalogue = [...initialKeys]
  .map((key) => manifest[key].file)
  .filter((file) => sourcesOf(file).some((source) => CATALOGUE_DATA.test(source)));
rows.push(
  `| catalogue data in the chunks every page loads first | ${eagerCatalogue.length === 0 ? 'none' : eagerCatalogue.join(', ')} | none | ${eagerCatalogue.length === 0 ? 'ok' : 'OVER'} |`,
);
if (eagerCatalogue.length > 0)
  failures.push(`catalogue data in the first load: ${eagerCatalogue.join(', ')}`);

// A route chunk: what a navigation adds on top of the first load; the named lazy libraries have budgets of their own.
const libraryKeys = (test) =>
  Object.keys(manifest).filter((key) => test.test(key) || test.test(manifest[key].src ?? ''));
const lazyLibraryKeys = new Set(lazyLibraries.flatMap((library) => libraryKeys(library.test)));
let largestRoute = { file: '', bytes: 0 };
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || initialKeys.has(key) || lazyLibraryKeys.has(key)) continue;
  const bytes = gzipped(chunk.file);
  if (bytes > largestRoute.bytes) largestRoute = { file: chunk.file, bytes };
  if (bytes > ROUTE_CHUNK_LIMIT)
    failures.push(`route chunk ${chunk.file}: ${kib(bytes)} > ${kib(ROUTE_CHUNK_LIMIT)}`);
}
rows.push(
  `| any route chunk (largest: ${largestRoute.file}) | ${kib(largestRoute.bytes)} | ≤ ${kib(ROUTE_CHUNK_LIMIT)} | ${largestRoute.bytes <= ROUTE_CHUNK_LIMIT ? 'ok' : 'OVER'} |`,
);

const initialCss = [...new Set([...initialKeys].flatMap((key) => manifest[key].css ?? []))];
const initialCssBytes = initialCss.reduce((sum, file) => sum + gzipped(file), 0);
check(`CSS of the first load (${initialCss.join(', ')})`, initialCssBytes, CSS_LIMIT, initialCss.join(', '));
let largestCss = { file: '', bytes: 0 };
for (const file of new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))) {
  if (initialCss.includes(file)) continue;
  const bytes = gzipped(file);
  if (bytes > largestCss.bytes) largestCss = { file, bytes };
  if (bytes > CSS_LIMIT) failures.push(`CSS ${file}: ${kib(bytes)} > ${kib(CSS_LIMIT)}`);
}
if (largestCss.file) {
  rows.push(
    `| any route's CSS (largest: ${largestCss.file}) | ${kib(largestCss.bytes)} | ≤ ${kib(CSS_LIMIT)} | ${largestCss.bytes <= CSS_LIMIT ? 'ok' : 'OVER'} |`,
  );
}

for (const library of lazyLibraries) {
  const keys = libraryKeys(library.test);
  const bytes = keys.reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  check(library.label, bytes, library.limit, keys.map((key) => manifest[key].file).join(', '));
  const eager = keys.filter((key) => initialKeys.has(key));
  if (eager.length > 0) failures.push(`${library.label} is in the first load: ${eager.join(', ')}`);
}

console.log(`Web budgets (gzip level 9) of ${dist}\n`);
console.log('| budget | size | limit | |\n|---|---|---|---|');
for (const row of rows) console.log(row);
if (notes.length > 0) {
  console.log('\nStill to do (not failing):');
  for (const note of notes) console.log(`- ${note}`);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) broken:`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
console.log('\nAll enforced budgets kept.');
