import { LOCALES, type Locale } from '@paygrid/domain/session/locale';

export {
  DEFAULT_LOCALE as defaultLocale,
  LOCALES as supportedLocales,
  type Locale,
} from '@paygrid/domain/session/locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
