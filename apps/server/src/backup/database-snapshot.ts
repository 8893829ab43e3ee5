// A consistent copy of the embedded database's files. PGlite runs every query of the process one at a
// time; inside a transaction of our own no other query or transaction can run, so after a CHECKPOINT
// (every change written to the data files, not only to the WAL) the folder on disk is the database
// as of that moment. Copying it there takes the server's database for the length of one file copy.
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Counts } from './manifest.ts';

/** PostgreSQL's record of the process that has the folder open: the copy is never open. */
export const RUNTIME_FILES = new Set(['postmaster.pid', 'postmaster.opts']);

async function countRows(tx: Transaction): Promise<Counts> {
  const { rows } = await tx.query<Record<keyof Counts, number>>(`
    select
      (select count(*) from users)::int as users,
      (select count(*) from teams)::int as teams,
      (select count(*) from projects)::int as projects,
      (select count(*) from files where delete_requested_at is null)::int as assets,
      (select count(*) from releases)::int as releases,
      (select count(*) from billing_invoices)::int as invoices`);
  return rows[0]!;
}

/** Copies a folder tree: files are cloned where the file system can (copy-on-write), else copied. */
export async function copyTree(from: string, to: string): Promise<void> {
  const info = await stat(from);
  await mkdir(to, { recursive: true, mode: info.mode & 0o777 });
  for (const item of await readdir(from, { withFileTypes: true })) {
    if (RUNTIME_FILES.has(item.name)) continue;
    const source = path.join(from, item.name);
    const target = path.join(to, item.name);
    if (item.isDirectory()) await copyTree(source, target);
    else if (item.isFile()) await copyFile(source, target, constants.COPYFILE_FICLONE);
  }
}

/**
 * Counts the rows a backup reports and brings the data files up to date; with `copyTo`, copies the
 * database folder there before any other query runs.
 */
export function snapshotDatabase(pglite: PGlite, copyTo?: { from: string; to: string }): Promise<Counts> {
  return pglite.transaction(async (tx) => {
    const counts = await countRows(tx);
    await tx.exec('CHECKPOINT');
    if (copyTo) await copyTree(copyTo.from, copyTo.to);
    return counts;
  });
}
