export { TestModeBadge } from './components/test-mode-badge';
export { TestModeBand } from './components/test-mode-band';
export { TestModeSwitch } from './components/test-mode-switch';
