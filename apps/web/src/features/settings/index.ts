export { useUpdatePreferences } from './api/update-preferences';
export { PasswordProofModal } from './components/password-proof-modal';
export { ProofFields } from './components/proof-fields';
export { useReaderNumbers } from './hooks/reader-numbers';
export { useInstantElement } from './hooks/use-instant-element';
export { proofWording } from './state/password-field-errors';
export { completeProof, proofErrors, proofOf } from './state/proof';
