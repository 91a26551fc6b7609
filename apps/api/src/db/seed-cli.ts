// npm run db:seed: loads the demo data of every module that has some, into DATABASE_URL or the embedded database.
import { loadConfig } from '../config';
import { type Database, openDatabase } from './client';
import { migrate } from './migrate';

type Seeder = { name: string; run(database: Database): Promise<void> };

// Modules add their demo data here; the organisation dashboards bring the first one.
const seeders: Seeder[] = [];

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
for (const seeder of seeders) {
  await seeder.run(database);
  console.log(`seeded ${seeder.name}`);
}
if (seeders.length === 0) console.log('No module has demo data yet.');
await database.close();
