// The build serves one EXR per environment preset the registry offers, decoded from @pmndrs/assets.
import { ENVIRONMENT_PRESETS } from '@vitrine/components';
import { describe, expect, it } from 'vitest';
import { environmentMap, hdriDirectory, PRESETS } from '../environment-maps.ts';

describe('environment maps', () => {
  it('ships a map for every preset of the registry', () => {
    expect(PRESETS).toEqual([...ENVIRONMENT_PRESETS]);
  });

  it('decodes each to an OpenEXR file', () => {
    for (const preset of PRESETS) {
      const bytes = environmentMap(hdriDirectory(), preset);
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x76, 0x2f, 0x31, 0x01]));
      expect(bytes.length).toBeGreaterThan(50_000);
    }
  });
});
