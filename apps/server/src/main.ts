// Entry point: configuration from the environment, one server on PORT, graceful shutdown.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { DataDirInUseError } from './backup/data-dir-lock.ts';
import { ConfigError, loadConfig } from './config.ts';

/** apps/web/dist, found from the source tree (src/) or from the bundle (dist/). */
function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidate = path.resolve(here, '..', '..', 'web', 'dist');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}

async function main() {
  // A .env file in the working directory fills variables the shell did not set (see .env.example).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig(process.env, { webDist: findWebDist() });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Vitrine cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`Vitrine cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.webDist) app.log.warn('The web app is not built: run `npm run build` to serve the studio');
  app.log.info(`Vitrine is up on ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
