// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database under DATA_DIR.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from './migrate';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
