/**
 * flag-icons files its flags by lower-case ISO 3166 code, but two territories of the catalogue under their
 * subdivision of Saint Helena: Ascension Island (AC) and Tristan da Cunha (TA) (issue 32: their flags never loaded).
 */
const FLAG_FILES: Readonly<Record<string, string>> = { AC: 'sh-ac', TA: 'sh-ta' };

/** The served path of a country's flag (GET /flags/4x3/{file}.svg). */
export const flagPath = (countryCode: string): string =>
  `/flags/4x3/${FLAG_FILES[countryCode.toUpperCase()] ?? countryCode.toLowerCase()}.svg`;
