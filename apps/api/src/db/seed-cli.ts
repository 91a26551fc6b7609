// npm run db:seed: loads the demo data of every module that has some, into DATABASE_URL or the embedded database.
import { loadConfig } from '../config';
import { createPasswordHasher } from '../modules/auth/password-hasher';
import { seedDemo } from '../modules/demo/seed';
import { type Database, openDatabase } from './client';
import { migrate } from './migrate';

type Seeder = { name: string; run(database: Database): Promise<void> };

const seeders: Seeder[] = [
  {
    name: 'demo owner and organisation',
    run: async (database) => {
      const demo = await seedDemo(database.db, createPasswordHasher());
      console.log(
        demo ? `log in as ${demo.email} with password ${demo.password}` : 'the demo account exists already',
      );
    },
  },
];

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
for (const seeder of seeders) {
  await seeder.run(database);
  console.log(`seeded ${seeder.name}`);
}
await database.close();
