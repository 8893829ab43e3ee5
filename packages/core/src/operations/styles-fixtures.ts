// Style values used by the style operations' tests.
import type { StyleValue } from '../schema/style-value.ts';

export const px = (value: number): StyleValue => ({
  type: 'style',
  content: { type: 'unit', value, unit: 'px' },
});
export const primaryToken: StyleValue = {
  type: 'style',
  content: { type: 'token', group: 'colors', key: 'primary', value: '#f97316' },
};
export const keyword = (value: string): StyleValue => ({
  type: 'style',
  content: { type: 'keyword', value },
});
