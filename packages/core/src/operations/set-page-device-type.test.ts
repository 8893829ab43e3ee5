import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-project.ts';
import { setupProject } from './fixtures.ts';
import { setPageDeviceType } from './set-page-device-type.ts';

describe('setPageDeviceType', () => {
  it('accepts the four device types only', () => {
    const { doc, pageId } = setupProject();
    setPageDeviceType(doc, { pageId, deviceType: 'MOBILE' });
    expect(readPage(doc, pageId).deviceType).toBe('MOBILE');
    expect(() => setPageDeviceType(doc, { pageId, deviceType: 'WATCH' as never })).toThrow(
      'Unknown device type WATCH',
    );
  });
});
