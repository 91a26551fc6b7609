const DAY = 86_400;
const HOUR = 3_600;

/**
 * How the two rollups answer local days whose starts are whole UTC hours: each local day is read as the UTC days
 * between its ends' nearest UTC midnights (daily rollup), plus the hours from its start to its start's midnight,
 * minus the hours from its end to its end's midnight (hourly rollup). `hours` are every hour where a local day and
 * its UTC days disagree: for UTC+2, 2 hours a day instead of 24; none for UTC. An open end (±Infinity) stays open.
 */
export type DayReading = { midnights: number[]; hours: number[] };

const nearestMidnight = (second: number) =>
  Number.isFinite(second) ? Math.round(second / DAY) * DAY : second;

export function dayReading(starts: ReadonlyArray<number>): DayReading {
  const midnights = starts.map(nearestMidnight);
  const hours = new Set<number>();
  starts.forEach((start, index) => {
    const midnight = midnights[index] ?? start;
    if (!Number.isFinite(start)) return;
    for (let hour = Math.min(start, midnight); hour < Math.max(start, midnight); hour += HOUR)
      hours.add(hour);
  });
  return { midnights, hours: [...hours].sort((a, b) => a - b) };
}
