// `node apps/server/dist/create-bucket.js` (compose.yaml's s3-bucket step, docs/image.md): creates
// S3_BUCKET in the S3-compatible store the configuration names, when it does not exist yet. Reads the
// configuration as the server does; exit code 0 when the bucket is there, 1 otherwise.
import { ConfigError, loadConfig } from '../config.ts';
import { ensureBucket } from './s3-store.ts';

async function main(): Promise<number> {
  // A placeholder key keeps loadConfig from generating DATA_DIR/jwt-secret: this step signs nothing.
  const config = loadConfig(process.env, { jwtSecret: 'unused by the bucket step' });
  if (!config.s3) {
    console.error('Vitrine: S3_BUCKET is unset, so there is no bucket to create.');
    return 1;
  }
  const where = config.s3.endpoint ?? `S3 (${config.s3.region})`;
  try {
    const created = await ensureBucket(config.s3);
    console.log(`Vitrine: bucket ${config.s3.bucket} ${created ? 'created' : 'already exists'} at ${where}`);
    return 0;
  } catch (error) {
    console.error(`Vitrine: cannot create bucket ${config.s3.bucket} at ${where}: ${String(error)}`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Vitrine: ${error.message}` : error);
    process.exit(1);
  },
);
