export { TestModeBadge } from './components/test-mode-badge';
export { TestModeBand } from './components/test-mode-band';
export { TestModeSwitch } from './components/test-mode-switch';
export { DashboardHomePage } from './pages/dashboard-home-page';
