/** `npm run db:seed`: migrates, then seeds the demo tenants (idempotent). */
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemoData } from '../seed/seed.ts';

const db = await openDatabase(loadConfig());
try {
  await migrate(db);
  await seedDemoData(db);
  console.log('Demo data is in place: tenants demo and acme.');
} finally {
  await db.close();
}
