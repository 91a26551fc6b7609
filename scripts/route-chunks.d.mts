export const ROUTE_CHUNKS_FILE: string;
export const SHELL_CHUNKS_FILE: string;
/** The entry's CSS and each interface language's catalogue chunk (`/assets/…`), by locale. */
export function shellChunks(
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>,
): { css: string[]; locales: Record<string, string> };
/** Each route's chunk files (`/assets/…`) beyond the entry's, by route name. */
export function routeChunks(
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>,
  routerSource: string,
  routes: ReadonlyArray<{ name: string; host: string; layout?: string }>,
): Record<string, string[]>;
/** Reads dist/.vite/manifest.json and writes dist/route-chunks.json and dist/shell-chunks.json. */
export function writeRouteChunks(
  dist: string,
  routerFile: string,
  routes: ReadonlyArray<{ name: string; host: string; layout?: string }>,
): Promise<void>;
