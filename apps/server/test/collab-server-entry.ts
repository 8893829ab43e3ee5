// A whole server process for the collaboration tests that kill or multiply processes: the app
// built from the environment (DATA_DIR PGlite or DATABASE_URL, REDIS_URL, PORT; WEB_DIST serves a
// built web app, for browser stories), no graceful exit.
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const config = loadConfig(process.env, process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {});
const app = await buildApp({ config });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(`listening ${config.port}\n`);
