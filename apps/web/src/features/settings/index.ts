export { useUpdatePreferences } from './api/update-preferences';
export { useReaderNumbers } from './hooks/reader-numbers';
export { useInstantElement } from './hooks/use-instant-element';
