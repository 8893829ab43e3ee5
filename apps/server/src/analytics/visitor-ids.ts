// Cookieless visitor and session ids (docs/analytics.md "Privacy"): a visitor is a salted hash of the
// project, the client address and its user agent; a session adds the page's random visit value. The
// salt is random per UTC day and is deleted after that day, so an id cannot be traced back to an
// address, nor linked to the same person's id of another day. Neither address nor agent is stored.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { analyticsSalts } from '../db/schema.ts';

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first 8 bytes of a SHA-256 as a signed 64-bit integer (what bigint columns hold). */
function hash64(parts: readonly (string | Uint8Array)[]): bigint {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\u0000');
  return digest.digest().readBigInt64BE(0);
}

export class DailySalts {
  private cache = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly db: Database) {}

  /** The salt of a UTC day, made by whichever process asks first. */
  salt(day: string): Promise<Uint8Array> {
    let salt = this.cache.get(day);
    if (!salt) {
      salt = this.load(day);
      salt.catch(() => this.cache.delete(day));
      this.cache.set(day, salt);
      // Only today's salt (and yesterday's, for a batch sent at midnight) is ever needed.
      const oldest = utcDay(Date.now() - 2 * 86_400_000);
      for (const known of this.cache.keys()) if (known < oldest) this.cache.delete(known);
    }
    return salt;
  }

  private async load(day: string): Promise<Uint8Array> {
    await this.db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32) })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`Missing analytics salt of ${day}`);
    return row.salt;
  }

  /** Deletes the salts of days before yesterday: their ids become anonymous for good. */
  async forgetOld(now = Date.now()): Promise<void> {
    await this.db.delete(analyticsSalts).where(lt(analyticsSalts.day, utcDay(now - 86_400_000)));
  }
}

export interface VisitIds {
  visitorId: bigint;
  sessionId: bigint;
  day: string;
}

export function visitIds(
  salt: Uint8Array,
  day: string,
  input: { projectId: string; address: string; userAgent: string; visit: string },
): VisitIds {
  const visitorId = hash64([salt, input.projectId, input.address, input.userAgent]);
  const sessionId = hash64([salt, input.projectId, visitorId.toString(), input.visit]);
  return { visitorId, sessionId, day };
}
