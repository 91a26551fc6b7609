export { useUpdatePreferences } from './api/update-preferences';
export { type ReaderNumbers, useReaderNumbers } from './hooks/reader-numbers';
export { type SharedClock, sharedClock } from './hooks/shared-clock';
export { useNow } from './hooks/use-now';
export {
  type UserInstant,
  type UserInstantFormat,
  useUserInstant,
  useUserInstantFormat,
} from './hooks/use-user-instant';
export { PreferencesPage } from './pages/preferences-page';
export { ProfilePage } from './pages/profile-page';
export { SecurityPage } from './pages/security-page';
