// SPEC §9: the insert dialog remembers the last 10 inserted components in local storage, newest first.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';

const KEY = 'vitrine.recentComponents';
const schema = z.array(z.string());

export function readRecentComponents(storage: Storage | undefined = globalThis.localStorage): string[] {
  try {
    const parsed = schema.safeParse(JSON.parse(storage?.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, LIMITS.recentComponents) : [];
  } catch {
    return [];
  }
}

export function rememberRecentComponent(
  name: string,
  storage: Storage | undefined = globalThis.localStorage,
): string[] {
  const next = [name, ...readRecentComponents(storage).filter((entry) => entry !== name)].slice(
    0,
    LIMITS.recentComponents,
  );
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list simply is not remembered.
  }
  return next;
}
