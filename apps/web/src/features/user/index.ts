export { SetupTwoFactorPage } from './pages/setup-two-factor-page';
