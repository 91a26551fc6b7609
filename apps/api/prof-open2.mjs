import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const c0 = process.cpuUsage(); const t0 = performance.now();
const lap = (l) => { const c = process.cpuUsage(c0); console.log(l, ((performance.now()-t0)/1000).toFixed(2), 'cpu', ((c.user+c.system)/1e6).toFixed(2)); };
const db = await PGlite.create(process.argv[2], { extensions: { pg_trgm, unaccent } });
lap('create');
await db.query('select 1'); lap('q');
await db.close(); lap('close');
