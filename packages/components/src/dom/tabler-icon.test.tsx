import { describe, expect, it } from 'vitest';
import { loadTablerIcon, tablerExportName } from './tabler-icon.tsx';

describe('Tabler icons, one module per icon', () => {
  it('loads an icon by its kebab-case name, outline and filled', async () => {
    expect(await loadTablerIcon(tablerExportName('shopping-cart'))).toBeTruthy();
    expect(await loadTablerIcon(tablerExportName('star-filled'))).toBeTruthy();
    expect(await loadTablerIcon(tablerExportName('a-b-2'))).toBeTruthy();
  });

  it('resolves an unknown or malformed name to undefined', async () => {
    expect(await loadTablerIcon(tablerExportName('no-such-icon-here'))).toBeUndefined();
    expect(await loadTablerIcon('Icon../../x')).toBeUndefined();
  });
});
