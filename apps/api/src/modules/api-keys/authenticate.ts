import { BlockList, isIPv4, isIPv6 } from 'node:net';
import {
  API_KEY_LAST_USED_PRECISION_MS,
  API_KEY_SECRET_PATTERN,
  type ApiKeyPermission,
  type PaymentMode,
} from '@paygrid/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SecretsKeyring } from '../auth/secret-box';
import { organizations } from '../organizations/tables';
import { candidateDigests } from './key-secret';
import { apiKeys } from './tables';

/** The key a platform call presented, as the platform routes act on it. */
export type PlatformCaller = {
  keyId: string;
  keyName: string;
  organizationId: string;
  organizationAlias: string;
  mode: PaymentMode;
  permissions: ReadonlyArray<ApiKeyPermission>;
  allowedCidrs: ReadonlyArray<string>;
};

/**
 * The live key a secret belongs to: its current secret, or the previous one within its grace; never a revoked or
 * expired key, nor one of an archived organisation. Undefined for anything else, which the guard answers 401 alike.
 */
export async function findApiKey(
  db: Db,
  ring: SecretsKeyring,
  secret: string,
  now = new Date(),
): Promise<PlatformCaller | undefined> {
  if (!API_KEY_SECRET_PATTERN.test(secret)) return undefined;
  const digests = candidateDigests(ring, secret);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ key: apiKeys, alias: organizations.alias })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(
      and(
        or(
          inArray(apiKeys.secretDigest, digests),
          and(inArray(apiKeys.previousSecretDigest, digests), sql`${apiKeys.previousExpiresAt} > ${at}`),
        ),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > ${at}`),
        isNull(organizations.archivedAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return {
    keyId: row.key.id,
    keyName: row.key.name,
    organizationId: row.key.organizationId,
    organizationAlias: row.alias,
    mode: row.key.mode,
    permissions: row.key.permissions,
    allowedCidrs: row.key.allowedCidrs,
  };
}

/** An IPv4 caller as IPv4: a dual-stack socket names it `::ffff:198.51.100.7`. */
const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;

/** Whether an address may use a key: any address when the list is empty, else one inside a listed range. */
export function addressAllowed(cidrs: ReadonlyArray<string>, address: string | undefined): boolean {
  if (cidrs.length === 0) return true;
  if (!address) return false;
  const plain = plainAddress(address);
  const family = isIPv4(plain) ? 'ipv4' : isIPv6(plain) ? 'ipv6' : undefined;
  if (!family) return false;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network, bits] = cidr.split('/');
    const type = isIPv4(network ?? '') ? 'ipv4' : 'ipv6';
    list.addSubnet(network as string, Number(bits), type);
  }
  return list.check(plain, family);
}

/**
 * Says when and from where a key was last used, at most once a minute: the update matches nothing while the stored
 * time is recent, so a busy key's row is not written on every call.
 */
export async function noteApiKeyUse(db: Db, keyId: string, address: string | undefined): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: address ? plainAddress(address) : null })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(
            apiKeys.lastUsedAt,
            sql`now() - make_interval(secs => ${API_KEY_LAST_USED_PRECISION_MS / 1000})`,
          ),
        ),
      ),
    );
}
