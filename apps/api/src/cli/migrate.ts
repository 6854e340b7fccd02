/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { recomputeMigratedCredits } from '../modules/classes/index.ts';

const db = await openDatabase(loadConfig());
try {
  const ran = await migrate(db);
  console.log(ran.length ? `Applied: ${ran.join(', ')}` : 'Schema is current.');
  const recomputed = await recomputeMigratedCredits(db);
  if (recomputed > 0) console.log(`Credit records recomputed by the Standards' rules: ${recomputed}`);
} finally {
  await db.close();
}
