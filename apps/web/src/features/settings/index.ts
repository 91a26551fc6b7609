export { useUpdatePreferences } from './api/update-preferences';
export { useReaderNumbers } from './hooks/reader-numbers';
export { type SharedClock, sharedClock } from './hooks/shared-clock';
export { type UserInstantFormat, useUserInstantFormat } from './hooks/use-user-instant';
