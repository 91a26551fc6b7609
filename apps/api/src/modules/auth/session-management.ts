import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { type EventOrigin, recordSecurityEvent } from '../users/security-log';
import {
  askerFrom,
  type Reauthentication,
  type ReauthenticationDeps,
  reauthenticate,
} from './reauthentication';
import { type ActiveSession, endSession, endUserSessions, listUserSessions } from './sessions';

/** DELETE /user/sessions/{id}: only a live session of the caller's own; any other id reads as unknown (404). */
export async function endOwnSession(
  db: Db,
  identity: ActiveSession,
  sessionId: string,
  origin: EventOrigin,
): Promise<void> {
  const own = (await listUserSessions(db, identity.user.id)).find((row) => row.id === sessionId);
  if (!own) throw notFound();
  await db.transaction(async (tx) => {
    await endSession(tx, own.id);
    await recordSecurityEvent(tx, identity.user.id, 'session-ended', origin, { session: own.id });
  });
}

/** DELETE /user/sessions: "sign out everywhere else", behind the password and, with 2FA on, a code (ASVS 7.5.1). */
export async function endOtherSessions(
  deps: ReauthenticationDeps,
  identity: ActiveSession,
  proof: Reauthentication,
  origin: EventOrigin,
): Promise<void> {
  await reauthenticate(deps, askerFrom(identity, origin), proof);
  await deps.db.transaction(async (tx) => {
    const count = await endUserSessions(tx, identity.user.id, identity.session.id);
    await recordSecurityEvent(tx, identity.user.id, 'session-ended', origin, { others: count });
  });
}
