import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { setupProject } from './fixtures.ts';
import { setWatermarkPosition } from './set-watermark-position.ts';

describe('setWatermarkPosition', () => {
  it('moves the badge between the four corners, bottom-right by default', () => {
    const { doc } = setupProject();
    expect(readProject(doc).config.watermark.position).toBe('bottom-right');
    setWatermarkPosition(doc, { position: 'top-left' });
    expect(readProject(doc).config.watermark.position).toBe('top-left');
  });

  it('refuses other positions and changes nothing', () => {
    const { doc } = setupProject();
    expect(() => setWatermarkPosition(doc, { position: 'centre' })).toThrow(
      "Unknown watermark position 'centre'",
    );
    expect(readProject(doc).config.watermark.position).toBe('bottom-right');
  });
});
