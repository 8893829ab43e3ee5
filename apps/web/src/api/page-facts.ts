// What the server wrote into the studio's page for its first render (the server's
// http/page-facts.ts): the answers of GET /v2/auth/providers and GET /v2/client-config. Each fact is
// taken once, by the first render that needs it; later reads ask the API, so a page left open for
// days sees a server's new configuration. The dev server's page has none, and its readers ask too.
const PAGE_FACTS_ID = 'vitrine-page-facts';

let facts: Record<string, unknown> | null | undefined;

function read(): Record<string, unknown> | null {
  if (facts !== undefined) return facts;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_FACTS_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    facts = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    facts = null;
  }
  return facts;
}

/** The page's fact of this name the first time it is asked for, unchecked (the caller parses it). */
export function takePageFact(name: 'authProviders' | 'clientConfig'): unknown {
  const all = read();
  if (!all || !(name in all)) return undefined;
  const value = all[name];
  delete all[name];
  return value;
}
