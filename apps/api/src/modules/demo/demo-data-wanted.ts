/**
 * Issue 16: whether a start loads the demo. DEMO_DATA decides when it is set; otherwise a newcomer's first start on
 * localhost (APP_HOST named localhost or *.localhost) with an empty embedded database gets it, and nothing else
 * does: not a server with DATABASE_URL, not a database in use, not a test run.
 */
export function demoDataWanted(facts: {
  flag: boolean | undefined;
  appHostname: string;
  databaseKind: 'pglite' | 'postgres';
  databaseEmpty: boolean;
  nodeEnv: string | undefined;
}): boolean {
  if (facts.flag !== undefined) return facts.flag;
  if (facts.nodeEnv === 'test') return false;
  const host = facts.appHostname.toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost');
  return local && facts.databaseKind === 'pglite' && facts.databaseEmpty;
}
