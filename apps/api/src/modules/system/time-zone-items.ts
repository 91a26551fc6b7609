import type { EnumerationItem, EnumerationLocale } from '@paygrid/contracts';
import { olderTimeZoneNames, timeZonePlace, timeZoneRegion, todaysTimeZoneName } from '@paygrid/domain';

const REGION_LABELS: Record<EnumerationLocale, Record<string, string>> = {
  en: { Indian: 'Indian Ocean', Pacific: 'Pacific Ocean', Atlantic: 'Atlantic Ocean' },
  uk: {
    Africa: 'Африка',
    America: 'Америка',
    Antarctica: 'Антарктида',
    Arctic: 'Арктика',
    Asia: 'Азія',
    Atlantic: 'Атлантичний океан',
    Australia: 'Австралія',
    Europe: 'Європа',
    Indian: 'Індійський океан',
    Pacific: 'Тихий океан',
  },
};

// "Kiev" as well as "Kyiv": the place as each name writes it.
const placeAsWritten = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

/**
 * Every zone this server accepts, valued by the name it lists (Node 20: Europe/Kiev, SPEC §9's default), labelled
 * by today's place ("Kyiv (Europe)") and found by both names. The offset moves with daylight saving, so the
 * browser adds it; these answers are built once per process.
 */
export function timeZoneItems(locale: EnumerationLocale): EnumerationItem[] {
  const listed = new Map<string, string>();
  for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC']) {
    const today = todaysTimeZoneName(zone);
    if (!listed.has(today)) listed.set(today, zone);
  }
  const collator = new Intl.Collator(locale);
  return [...listed.entries()]
    .map(([today, zone]) => {
      const region = timeZoneRegion(today);
      const regionLabel = REGION_LABELS[locale][region] ?? region;
      const place = timeZonePlace(zone);
      const names = [...new Set([zone, today, ...olderTimeZoneNames(today)])];
      return {
        value: zone,
        label: regionLabel ? `${place} (${regionLabel})` : place,
        keywords: [...names, ...names.map(placeAsWritten), region].filter(Boolean),
      };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}
