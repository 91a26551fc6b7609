export const ROUTE_CHUNKS_FILE: string;
/** Each route's chunk files (`/assets/…`) beyond the entry's, by route name. */
export function routeChunks(
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>,
  routerSource: string,
  routes: ReadonlyArray<{ name: string; host: string; layout: string }>,
): Record<string, string[]>;
/** Reads dist/.vite/manifest.json and writes dist/route-chunks.json. */
export function writeRouteChunks(
  dist: string,
  routerFile: string,
  routes: ReadonlyArray<{ name: string; host: string; layout: string }>,
): Promise<void>;
