export { useUpdatePreferences } from './api/update-preferences';
export { useNow } from './hooks/use-now';
export { type UserInstant, useUserInstant } from './hooks/use-user-instant';
export { PreferencesPage } from './pages/preferences-page';
export { ProfilePage } from './pages/profile-page';
export { SecurityPage } from './pages/security-page';
