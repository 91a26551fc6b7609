// Every table of every module, for Drizzle's relational queries and drizzle-kit's migration generator.

export { gridExports } from '../grid/export-slots-table';
export { rateLimitCounters } from '../hit-counters/hit-counter-table';
export { apiKeys, idempotencyKeys } from '../modules/api-keys/tables';
export { auditChainHeads, auditEvents } from '../modules/audit/tables';
export {
  knownDevices,
  passkeys,
  recoveryCodes,
  sessions,
  userTokens,
  webauthnChallenges,
} from '../modules/auth/tables';
export { catalogueVersions, countries, currencies } from '../modules/catalogues/tables';
export { platformEventHeads, platformEvents } from '../modules/events/tables';
export { mailOutbox } from '../modules/mail-outbox/tables';
export { invitations, memberships, organizationLogos, organizations } from '../modules/organizations/tables';
export {
  paymentOperationRollupQuarters,
  paymentRollupDays,
  paymentRollupQuarters,
} from '../modules/payments/rollup-table';
export {
  operationApprovalThresholds,
  paymentNotes,
  paymentOperations,
  payments,
} from '../modules/payments/tables';
export { savedPresets } from '../modules/presets/tables';
export { securityEvents, userAvatars, users } from '../modules/users/tables';
export { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../modules/webhooks/tables';
