// The theme's fonts: library font files loaded under a family name. Elements use a family through
// the Fonts tokens (or global styles); the preview and releases load the files from this server (the
// pages' content security policy loads no style sheet or font from another origin).
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLibraryAssets } from '../assets/use-library.ts';
import { PanelFolder } from '../properties/panel-folder.tsx';
import { useReadOnly } from '../properties/use-selection.ts';
import { THEME_TEXTS } from './texts.ts';
import { useThemeImportEdits, useThemeImports } from './use-theme-imports.ts';

const FONT_EXTENSIONS = ['woff2', 'woff', 'ttf', 'otf'];
const familyFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
const INPUT = 'h-7 min-w-0 rounded-md border border-neutral-200 px-2 text-xs';
const BUTTON =
  'h-7 rounded-md border border-neutral-200 px-2 text-xs hover:bg-neutral-50 disabled:opacity-50';

export function FontImportList({ theme }: { theme: string }) {
  const imports = useThemeImports(theme);
  const edits = useThemeImportEdits(theme);
  const readOnly = useReadOnly();
  const fonts = useLibraryAssets().filter((asset) => asset.url && FONT_EXTENSIONS.includes(asset.ext ?? ''));
  const [assetId, setAssetId] = useState('');
  const [family, setFamily] = useState('');
  const chosen = fonts.find((asset) => asset.id === assetId);

  const addFont = () => {
    if (!chosen?.url || !family.trim()) return;
    if (edits.add({ family: family.trim(), url: chosen.url, assetId: chosen.id })) {
      setAssetId('');
      setFamily('');
    }
  };

  return (
    <PanelFolder title={THEME_TEXTS.fontImports}>
      <div className="grid gap-2 px-3" data-testid="theme-imports">
        <ul className="grid gap-1">
          {imports.map((entry, index) => {
            const label =
              typeof entry === 'string' ? entry : `${entry.family} · ${entry.url.split('/').pop()}`;
            return (
              <li key={index} className="flex items-center gap-1 text-xs" data-testid="theme-import">
                <span className="min-w-0 flex-1 truncate" title={label}>
                  {label}
                </span>
                <button
                  type="button"
                  aria-label={THEME_TEXTS.removeFont}
                  disabled={readOnly}
                  onClick={() => edits.remove(index)}
                  className="grid size-6 place-items-center rounded text-neutral-500 hover:bg-neutral-100 disabled:opacity-50"
                >
                  <IconTrash size={13} />
                </button>
              </li>
            );
          })}
        </ul>
        {fonts.length === 0 ? (
          <p className="text-[11px] text-neutral-500">{THEME_TEXTS.noFontFiles}</p>
        ) : (
          <div className="grid grid-cols-[1fr_1fr_auto] gap-1">
            <select
              aria-label={THEME_TEXTS.fontFile}
              value={assetId}
              disabled={readOnly}
              onChange={(event) => {
                setAssetId(event.target.value);
                const asset = fonts.find((candidate) => candidate.id === event.target.value);
                if (asset && !family) setFamily(familyFromName(asset.name));
              }}
              className={INPUT}
            >
              <option value="">{THEME_TEXTS.chooseFont}</option>
              {fonts.map((asset) => (
                <option key={asset.id} value={asset.id}>
                  {asset.name}
                </option>
              ))}
            </select>
            <input
              aria-label={THEME_TEXTS.fontFamily}
              placeholder={THEME_TEXTS.fontFamily}
              value={family}
              disabled={readOnly}
              onChange={(event) => setFamily(event.target.value)}
              className={INPUT}
            />
            <button
              type="button"
              disabled={readOnly || !chosen || !family.trim()}
              onClick={addFont}
              className={BUTTON}
            >
              {THEME_TEXTS.addFont}
            </button>
          </div>
        )}
        <p className="text-[11px] text-neutral-500">{THEME_TEXTS.fontUsage}</p>
      </div>
    </PanelFolder>
  );
}
