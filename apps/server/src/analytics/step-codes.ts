// Journeys written compactly for funnels. A funnel asks how many sessions did step 1, then step 2
// later, and so on: read from each session's list of steps, that costs a function call per step and
// session, which over 90 days of a busy project (600 000 sessions) takes longer than the queries'
// 200 ms. Instead each session's journey is also stored as one short string, two characters per step
// (a hash of the step), and a funnel is one LIKE pattern per step count: '%A%B%' holds exactly for
// the journeys that contain A and later B, which PostgreSQL checks with a plain byte scan. Sessions
// share journeys: each distinct one is stored once per project (analytics_journeys) under an id from
// its hash, sessions keep the id, and a funnel matches each journey once, however many sessions took it.
//
// A step's two characters come from the MD5 of its text: 19 bits as a code point in 0x10000–0x8FFFF,
// 19 more in 0x90000–0x10FFFF, so a code can never start in the middle of another one and no code
// holds LIKE's own characters (%, _, \). Two of a project's steps share a code with a probability of
// about n² / 2³⁹ (10⁻⁵ for 2 000 distinct steps). The same function in SQL (STEP_CODE_SQL) fills
// the codes of sessions stored before the codes existed.
import { createHash } from 'node:crypto';

const LOW_PLANE = 0x10000;
const HIGH_PLANE = 0x90000;
const BITS_19 = 0x7ffff;
/** Steps are few and repeat in every batch: their codes are remembered (bounded). */
const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

export function stepCode(step: string): string {
  let code = cache.get(step);
  if (code !== undefined) return code;
  const hash = createHash('md5').update(step, 'utf8').digest();
  const first = ((hash[0]! << 16) | (hash[1]! << 8) | hash[2]!) & BITS_19;
  const second = ((hash[3]! << 16) | (hash[4]! << 8) | hash[5]!) & BITS_19;
  code = String.fromCodePoint(LOW_PLANE + first, HIGH_PLANE + second);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(step, code);
  return code;
}

/** A journey as stored for funnels. */
export const pathCode = (steps: readonly string[]): string => steps.map(stepCode).join('');

/**
 * A coded journey's id within its project: the first 8 bytes of the code's MD5 as a signed big-endian
 * integer (JOURNEY_ID_SQL is the same in SQL). Two of a project's journeys share an id with a
 * probability of about n² / 2⁶⁵.
 */
export const journeyId = (code: string): bigint =>
  createHash('md5').update(code, 'utf8').digest().readBigInt64BE(0);

/** journeyId in SQL, for a text expression `code`. */
export const JOURNEY_ID_SQL = (code: string) => `('x' || substr(md5(${code}), 1, 16))::bit(64)::bigint`;

/** The LIKE pattern of journeys that did these steps in this order (others may come between). */
export const funnelPattern = (steps: readonly string[]): string => `%${steps.map(stepCode).join('%')}%`;

/** stepCode in SQL, for a text expression `step`. */
export const STEP_CODE_SQL = (step: string) =>
  `chr(${LOW_PLANE} + (('x' || substr(md5(${step}), 1, 6))::bit(24)::int & ${BITS_19})) || ` +
  `chr(${HIGH_PLANE} + (('x' || substr(md5(${step}), 7, 6))::bit(24)::int & ${BITS_19}))`;
