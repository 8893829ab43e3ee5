// Sets the published site's language (<html lang> of every page), a BCP 47 tag such as 'en' or
// 'pt-BR'. The default language clears the setting.
import type * as Y from 'yjs';
import { projectPart } from '../document/access.ts';
import { DEFAULT_SITE_LANG } from '../constants.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { SiteLangSchema } from '../schema/project.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';
import type { YMap } from '../document/build.ts';

export interface SetSiteLangArgs {
  lang: string;
}

export function setSiteLang(doc: Y.Doc, args: SetSiteLangArgs, origin: unknown = LOCAL_ORIGIN): void {
  const lang = args.lang.trim();
  if (!SiteLangSchema.safeParse(lang).success)
    throw new OperationError(OPERATION_TEXTS.siteLangInvalid(lang));
  const config = projectPart(doc, 'config') as YMap;
  if ((config.get('lang') ?? DEFAULT_SITE_LANG) === lang) return;
  transact(doc, origin, () => {
    if (lang === DEFAULT_SITE_LANG) config.delete('lang');
    else config.set('lang', lang);
  });
}
