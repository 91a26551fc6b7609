import 'i18next';
import type en from '~/locales/en.json';

declare module 'i18next' {
  // Module augmentation only works with an interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
