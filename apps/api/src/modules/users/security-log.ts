import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityEvents } from './tables';

export type SecurityEventKind =
  | 'registered'
  | 'email-confirmed'
  | 'signed-in'
  | 'sign-in-failed'
  | 'second-factor-failed'
  | 'recovery-code-used'
  | 'signed-out'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'recovery-codes-replaced'
  | 'password-changed'
  | 'password-reset-requested'
  | 'password-reset'
  | 'session-ended'
  | 'passkey-added'
  | 'passkey-renamed'
  | 'passkey-removed'
  | 'passkey-sign-in-failed'
  | 'passkey-counter-went-back';

export type EventOrigin = { ip: string | null; userAgent: string | null };

export async function recordSecurityEvent(
  db: Db,
  userId: string,
  kind: SecurityEventKind,
  origin: EventOrigin,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db.insert(securityEvents).values({
    userId,
    kind,
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 400) ?? null,
    detail: detail ?? null,
  });
}

export async function securityLogOf(db: Db, userId: string, limit = 100) {
  return db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(limit);
}
