// Failures of a backup or a restore that the operator can act on: the message says what and why,
// and is all the command prints.

/** A backup or restore refused or stopped (a running server, data in the way, a setup it cannot copy). */
export class BackupError extends Error {}

/** An archive that is missing, cut short, altered or not a Vitrine backup. */
export class ArchiveError extends Error {}
