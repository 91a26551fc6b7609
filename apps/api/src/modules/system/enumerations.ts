import { createHash } from 'node:crypto';
import {
  ENUMERATION_LOCALES,
  ENUMERATION_NAMES,
  type EnumerationItem,
  type EnumerationLocale,
  type EnumerationName,
  type EnumerationsAnswer,
} from '@paygrid/contracts';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  AUDIT_RESOURCE_TYPES,
  auditActionDeclaration,
  type Continent,
  type CurrencyType,
  countries,
  currencies,
  MEMBER_ROLES,
  parseQueryString,
  REGION_LISTS,
  type RegionTag,
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
} from '@paygrid/domain';
import { Problem, problemItem } from '../../http/problem';
import {
  CONTINENT_LABELS,
  CURRENCY_TYPE_LABELS,
  REGION_TAG_LABELS,
  ROLE_LABELS,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_TYPE_LABELS,
} from './enumeration-labels';
import { timeZoneItems } from './time-zone-items';

const byLabel = (locale: EnumerationLocale) => {
  const collator = new Intl.Collator(locale);
  return (a: EnumerationItem, b: EnumerationItem) => collator.compare(a.label, b.label);
};

const BUILDERS: Record<EnumerationName, (locale: EnumerationLocale) => EnumerationItem[]> = {
  'system-currencies': (locale) =>
    currencies.map((currency) => ({
      value: currency.code,
      label: (locale === 'uk' ? currency.name.uk : undefined) ?? currency.name.en,
      type: currency.type,
      exponent: currency.exponent,
      ...(currency.symbol ? { symbol: currency.symbol } : {}),
      countries: currency.countries,
      keywords: currency.keywords,
    })),
  countries: (locale) =>
    countries
      .map((country) => ({
        value: country.code,
        label: locale === 'uk' ? country.nameUk : country.name,
        currencies: country.currencies,
      }))
      .sort(byLabel(locale)),
  continents: (locale) =>
    (Object.keys(CONTINENT_LABELS.en) as Continent[]).map((value) => ({
      value,
      label: CONTINENT_LABELS[locale][value],
    })),
  'region-tags': (locale) =>
    (Object.keys(REGION_LISTS) as RegionTag[]).map((value) => ({
      value,
      label: REGION_TAG_LABELS[locale][value],
      source: REGION_LISTS[value].source,
      url: REGION_LISTS[value].url,
      as_of: REGION_LISTS[value].asOf,
    })),
  'currency-types': (locale) =>
    (Object.keys(CURRENCY_TYPE_LABELS.en) as CurrencyType[]).map((value) => ({
      value,
      label: CURRENCY_TYPE_LABELS[locale][value],
    })),
  roles: (locale) => MEMBER_ROLES.map((value) => ({ value, label: ROLE_LABELS[locale][value] })),
  'time-zones': timeZoneItems,
  'audit-actions': (locale) =>
    AUDIT_ACTIONS.map((value) => ({ value, label: auditActionDeclaration(value)[locale] })),
  'audit-resource-types': (locale) =>
    AUDIT_RESOURCE_TYPES.map((value) => ({ value, label: AUDIT_RESOURCE_LABELS[value][locale] })),
  'webhook-event-types': (locale) =>
    WEBHOOK_DELIVERY_EVENT_TYPES.map((value) => ({ value, label: WEBHOOK_EVENT_TYPE_LABELS[locale][value] })),
  'webhook-delivery-statuses': (locale) =>
    WEBHOOK_DELIVERY_STATUSES.map((value) => ({
      value,
      label: WEBHOOK_DELIVERY_STATUS_LABELS[locale][value],
    })),
};

const isName = (value: string): value is EnumerationName =>
  (ENUMERATION_NAMES as ReadonlyArray<string>).includes(value);

const invalidParameter = (parameter: string, detail: string) =>
  new Problem(422, detail, [
    { ...problemItem(422, 'invalid_enumeration', 'Invalid parameter', detail), source: { parameter } },
  ]);

export type EnumerationsRequest = { names: EnumerationName[]; locale: EnumerationLocale };

/**
 * Reads `name`, `name[]` or `name[0]…` and `locale` from the raw query (Fastify's parser does not nest brackets);
 * without `locale`, the first of en or uk the Accept-Language header names, else en.
 */
export function enumerationsRequestOf(
  rawQuery: string,
  acceptLanguage: string | undefined,
): EnumerationsRequest {
  const query = parseQueryString(rawQuery);
  const asked = query.name ?? query['name[]'];
  const values = Array.isArray(asked) ? asked : asked === undefined ? [] : [asked];
  if (values.length === 0)
    throw invalidParameter('name', `Name one enumeration or more: ${ENUMERATION_NAMES.join(', ')}.`);
  const names: EnumerationName[] = [];
  values.forEach((value, index) => {
    if (typeof value !== 'string' || !isName(value))
      throw invalidParameter(
        Array.isArray(asked) ? `name[${index}]` : 'name',
        `Unknown enumeration ${JSON.stringify(value)}: use one of ${ENUMERATION_NAMES.join(', ')}.`,
      );
    if (!names.includes(value)) names.push(value);
  });
  const locale = query.locale;
  if (locale !== undefined && !(ENUMERATION_LOCALES as ReadonlyArray<unknown>).includes(locale))
    throw invalidParameter('locale', `Unknown locale: use one of ${ENUMERATION_LOCALES.join(', ')}.`);
  return { names, locale: (locale as EnumerationLocale | undefined) ?? localeOf(acceptLanguage) };
}

function localeOf(acceptLanguage: string | undefined): EnumerationLocale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'en' || tag === 'uk') return tag;
  }
  return 'en';
}

export type EnumerationsReply = { body: EnumerationsAnswer; etag: string };

// The catalogues are code, fixed for the life of the process: an answer is built once per names and language.
const built = new Map<string, EnumerationsReply>();

/** SPEC §3: data.enumerations keyed by name, each item `{ value, label }` in the asked language. */
export function enumerations({ names, locale }: EnumerationsRequest): EnumerationsReply {
  const key = `${locale}:${[...names].sort().join(',')}`;
  const known = built.get(key);
  if (known) return known;
  const body: EnumerationsAnswer = {
    data: { enumerations: Object.fromEntries(names.map((name) => [name, BUILDERS[name](locale)])) },
  };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27);
  const reply = { body, etag: `"${locale}-${hash}"` };
  built.set(key, reply);
  return reply;
}
