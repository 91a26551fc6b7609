/** §2/§9 a reload after a new build happens at most once per path within 10 seconds. */
const RELOAD_GUARD_WINDOW_MS = 10_000;

/** Last reload time per path (epoch ms). */
export type ReloadHistory = Readonly<Record<string, number>>;

export type ReloadQuestion = {
  path: string;
  nowMs: number;
  /** The server reported a new build. */
  newBuild: boolean;
  /** A chunk failed to load. */
  chunkLoadFailed: boolean;
  history: ReloadHistory;
};

/** §2 whether the next navigation does a full reload, and the history to keep afterwards. */
export const decideReload = ({
  path,
  nowMs,
  newBuild,
  chunkLoadFailed,
  history,
}: ReloadQuestion): { reload: boolean; history: ReloadHistory } => {
  if (!newBuild && !chunkLoadFailed) return { reload: false, history };
  const last = history[path];
  if (last !== undefined && nowMs - last < RELOAD_GUARD_WINDOW_MS) return { reload: false, history };
  const recent = Object.fromEntries(
    Object.entries(history).filter(([, at]) => nowMs - at < RELOAD_GUARD_WINDOW_MS),
  );
  return { reload: true, history: { ...recent, [path]: nowMs } };
};

/** §7 the latest-build file is polled with a timestamp query so no cache answers. */
export const buildCheckUrl = (url: string, nowMs: number): string =>
  `${url}${url.includes('?') ? '&' : '?'}t=${nowMs}`;
