// Entry of `npm run backup` and `npm run restore` (command.ts): a .env file in the working folder
// fills variables the shell did not set, as for the server.
import { existsSync } from 'node:fs';
import { runCommand } from './command.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
runCommand(process.argv.slice(2), process.env, {
  say: (line) => console.log(line),
  complain: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
