export { RecoveryCodesPanel } from './components/recovery-codes-panel';
export { SetupTwoFactorPage } from './pages/setup-two-factor-page';
export { returnAddressOf, setupTwoFactorUrl } from './return-address';
