// A process that opens the database at DATABASE_URL (running its migrations) at the moment START_AT
// names, so several such processes migrate at once (migrations-lock.test.ts).
import { openDatabase } from '../src/db/database.ts';

const startAt = Number(process.env.START_AT ?? 0);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const handle = await openDatabase({ url: process.env.DATABASE_URL! });
await handle.ping();
await handle.close();
process.stdout.write('migrated\n');
