import { systemAuditTrail } from '../modules/audit/audit-log';
import { keyringFrom } from '../modules/auth/secret-box';
import { TEST_SECRETS_KEY } from './app';

/** Paygrid's own audit trail under the tests' secrets key, for a test that runs a job's round by hand. */
export const testSystemTrail = () => systemAuditTrail(keyringFrom(TEST_SECRETS_KEY));
