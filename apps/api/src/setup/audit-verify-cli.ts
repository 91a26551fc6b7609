// npm run audit:verify -- --org ALIAS: walks the organisation's audit chain and prints ok, or the first entry that
// does not match (issue 35). Exit code 0 when the chain holds, 1 when it is broken or the call fails.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { verifyAuditChain } from '../modules/audit/verify';
import { resolveSecretsKeyring } from '../modules/auth/secrets-key';
import { organizations } from '../modules/organizations/tables';
import { migrate } from './migrate';

const { values: options } = parseArgs({ options: { org: { type: 'string' } } });

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (!options.org) throw new Error('name the organisation: npm run audit:verify -- --org ALIAS');
  await migrate(database);
  const ring = await resolveSecretsKeyring(config, { info: () => {}, warn: (text) => console.warn(text) });
  const [organization] = await database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.alias, options.org));
  if (!organization) throw new Error(`no organisation has the alias ${options.org}`);
  const verdict = await verifyAuditChain(database.db, ring, organization.id);
  if (verdict.ok) console.log(`ok: ${verdict.entries} entries of ${options.org} verified`);
  else {
    console.log(
      `broken at entry ${verdict.seq}${verdict.id ? ` (${verdict.id})` : ''}: ${verdict.reason}; ` +
        `${verdict.entries} entries before it verified`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
