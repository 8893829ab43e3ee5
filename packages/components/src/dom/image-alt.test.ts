import { describe, expect, it } from 'vitest';
import { humanizeFileName, imageAlt } from './image-alt.ts';

describe('image alternative text', () => {
  it.each([
    ['aurora-lamp_front.v2.jpg', 'Aurora lamp front v2'],
    ['IMG_2031.JPEG', 'IMG 2031'],
    ['  lamp  ', 'Lamp'],
    ['.png', ''],
  ])('humanizes the file name %j as %j', (name, expected) => {
    expect(humanizeFileName(name)).toBe(expected);
  });

  it.each([
    [{ alt: ' A lamp ', decorative: false, src: 'https://x.test/a.png' }, 'A lamp', 'author'],
    [{ alt: 'A lamp', decorative: true, src: 'https://x.test/a.png' }, '', 'decorative'],
    [{ alt: '', decorative: false, assetName: 'desk-lamp.webp', src: '/f/1' }, 'Desk lamp', 'file'],
    [{ alt: '', decorative: false, src: 'https://x.test/img/warm%20glow.png?w=2' }, 'Warm glow', 'file'],
    [{ alt: '', decorative: false, src: 'data:image/png;base64,AAAA' }, '', 'none'],
    [{ alt: '', decorative: false, src: '' }, '', 'decorative'],
  ] as const)('%j gives %j (%s)', (source, alt, origin) => {
    expect(imageAlt(source)).toEqual({ alt, origin });
  });
});
