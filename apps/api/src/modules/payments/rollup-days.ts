const DAY = 86_400;
/** The rollup's finest grain: every UTC offset in use is a multiple of 15 minutes (ADR 0108). */
export const QUARTER = 900;

/**
 * How the two rollups answer local days whose starts are whole UTC quarter hours: each local day is read as the UTC
 * days between its ends' nearest UTC midnights (daily rollup), plus the quarters from its start to its start's
 * midnight, minus the quarters from its end to its end's midnight (quarter-hour rollup). `quarters` are every quarter
 * where a local day and its UTC days disagree: for UTC+2, 8 a day instead of 96; for UTC+5:30, 22; none for UTC. An
 * open end (±Infinity) stays open.
 */
export type DayReading = { midnights: number[]; quarters: number[] };

const nearestMidnight = (second: number) =>
  Number.isFinite(second) ? Math.round(second / DAY) * DAY : second;

export function dayReading(starts: ReadonlyArray<number>): DayReading {
  const midnights = starts.map(nearestMidnight);
  const quarters = new Set<number>();
  starts.forEach((start, index) => {
    const midnight = midnights[index] ?? start;
    if (!Number.isFinite(start)) return;
    for (let quarter = Math.min(start, midnight); quarter < Math.max(start, midnight); quarter += QUARTER)
      quarters.add(quarter);
  });
  return { midnights, quarters: [...quarters].sort((a, b) => a - b) };
}
