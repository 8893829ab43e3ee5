// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (docs/backups.md): the arguments,
// the configuration as the server reads it, then the command. Answers the exit code: 0 done, 1
// refused or failed (the message says why), 2 wrong arguments.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BACKUP_TEXTS } from './texts.ts';
import { backup } from './backup.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { ArchiveError, BackupError } from './errors.ts';
import { restore } from './restore.ts';

type Command = 'backup' | 'restore';

export interface CommandOutput {
  say(line: string): void;
  complain(line: string): void;
}

function parseArguments(
  argv: string[],
  cwd: string,
): { command: Command; file: string; force: boolean } | string {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') return BACKUP_TEXTS.usage;
  const files: string[] = [];
  let force = false;
  for (const argument of rest) {
    if (argument === '--help' || argument === '-h') return BACKUP_TEXTS.usage;
    if (argument === '--force' && command === 'restore') force = true;
    else if (argument.startsWith('-'))
      return `${BACKUP_TEXTS.unknownOption(argument)}\n\n${BACKUP_TEXTS.usage}`;
    else files.push(argument);
  }
  if (files.length !== 1) return `${BACKUP_TEXTS.oneFile}\n\n${BACKUP_TEXTS.usage}`;
  return { command, file: path.resolve(cwd, files[0]!), force };
}

async function run(argv: string[], env: NodeJS.ProcessEnv, output: CommandOutput): Promise<number> {
  // npm runs scripts from the project's folder: FILE is relative to where the command was typed.
  const parsed = parseArguments(argv, env.INIT_CWD ?? process.cwd());
  if (typeof parsed === 'string') {
    output.complain(parsed);
    return 2;
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  // A placeholder key keeps loadConfig from generating DATA_DIR/jwt-secret: a backup or a restore
  // never writes a key of its own.
  const config = loadConfig(env, { jwtSecret: jwtSecret ?? 'read from DATA_DIR by the server' });
  if (config.databaseUrl) throw new BackupError(BACKUP_TEXTS.postgres);
  if (config.s3) throw new BackupError(BACKUP_TEXTS.s3);
  const { say } = output;

  if (parsed.command === 'backup') {
    const result = await backup({
      dataDir: config.dataDir,
      file: parsed.file,
      signingKeyFromEnvironment: Boolean(jwtSecret),
      say,
    });
    say(BACKUP_TEXTS.summary(result.manifest.counts));
    say(BACKUP_TEXTS.written(parsed.file, (result.bytes / 1e6).toFixed(1), result.storedFiles));
    say(jwtSecret ? BACKUP_TEXTS.keyFromEnvironment : BACKUP_TEXTS.keyInArchive);
  } else {
    await restore({ dataDir: config.dataDir, file: parsed.file, force: parsed.force, jwtSecret, say });
  }
  return 0;
}

export async function runCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  try {
    return await run(argv, env, output);
  } catch (error) {
    // A file system refusal (no space, no permission, no such folder) says enough by its message.
    const systemError = /^E[A-Z]+$/.test(String((error as NodeJS.ErrnoException).code));
    const known =
      systemError ||
      error instanceof BackupError ||
      error instanceof ArchiveError ||
      error instanceof DataDirInUseError ||
      error instanceof ConfigError;
    if (!known) throw error;
    output.complain(`Vitrine: ${(error as Error).message}`);
    return 1;
  }
}
