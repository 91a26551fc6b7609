import { isBuildInfo } from '@paygrid/contracts/system/build-info-guard';
import { BUILD_INFO_PATH } from '@paygrid/contracts/system/build-info-path';
import { buildCheckUrl, decideReload, type ReloadHistory } from '@paygrid/domain/session/reload-guard';

// SPEC leaves the polling interval open: five minutes, and whenever the tab becomes visible again.
const POLL_MS = 5 * 60 * 1000;
const HISTORY_KEY = 'paygrid_reload_history';

let loadedBuildId: string | undefined;
let newBuild = false;
let chunkLoadFailed = false;

/** Fetches the build metadata file; a different build id than the one this page loaded with means a new release. */
async function checkForNewBuild(): Promise<void> {
  try {
    const response = await fetch(buildCheckUrl(BUILD_INFO_PATH, Date.now()), { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    // Two fields, read by every page from its start: a guard, not zod (decision 0023).
    const info: unknown = await response.json();
    if (!isBuildInfo(info)) throw new TypeError('The build metadata file has another shape');
    const { id } = info;
    if (loadedBuildId === undefined) loadedBuildId = id;
    else if (id !== loadedBuildId) newBuild = true;
  } catch (error) {
    console.error('Build metadata could not be fetched', error);
  }
}

export function startReleaseWatch(): void {
  void checkForNewBuild();
  window.setInterval(() => void checkForNewBuild(), POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewBuild();
  });
  // A lazy chunk of an old build is gone after a release: reload on the next navigation instead of failing.
  window.addEventListener('vite:preloadError', (event) => {
    chunkLoadFailed = true;
    event.preventDefault();
  });
}

function readHistory(): ReloadHistory {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(HISTORY_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ReloadHistory) : {};
  } catch {
    return {};
  }
}

/** SPEC §2: after a new build (or a failed chunk), the next navigation is a full page load, once per path in 10 s. */
export function fullReloadDue(path: string): boolean {
  const decision = decideReload({
    path,
    nowMs: Date.now(),
    newBuild,
    chunkLoadFailed,
    history: readHistory(),
  });
  if (decision.reload) sessionStorage.setItem(HISTORY_KEY, JSON.stringify(decision.history));
  return decision.reload;
}
