export { RecoveryCodesPanel } from './components/recovery-codes-panel';
export { setupTwoFactorUrl } from './return-address';
