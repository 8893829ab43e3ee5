import { describe, expect, it } from 'vitest';
import { commandForKey } from './key-commands.ts';

const key = (
  key: string,
  mods: Partial<{ ctrl: boolean; shift: boolean; alt: boolean; meta: boolean }> = {},
) => ({
  key,
  code: `Key${key.toUpperCase()}`,
  ctrlKey: Boolean(mods.ctrl),
  metaKey: Boolean(mods.meta),
  shiftKey: Boolean(mods.shift),
  altKey: Boolean(mods.alt),
});

/** A key with no modifier and no code of its own. */
const key_ = (key: string) => ({
  key,
  code: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
});

describe('commandForKey', () => {
  it('maps SPEC shortcuts', () => {
    expect(commandForKey(key('z', { ctrl: true }))).toBe('undo');
    expect(commandForKey(key('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(commandForKey(key('d', { ctrl: true }))).toBe('duplicate');
    expect(commandForKey(key('x', { ctrl: true }))).toBe('cut');
    expect(commandForKey(key('c', { ctrl: true }))).toBe('copy');
    expect(commandForKey(key('v', { ctrl: true }))).toBe('paste');
    expect(commandForKey(key('C', { ctrl: true, shift: true }))).toBe('copyStyling');
    expect(commandForKey(key('V', { ctrl: true, shift: true }))).toBe('pasteStyling');
    expect(commandForKey({ ...key('x'), key: 'Delete', code: 'Delete' })).toBe('remove');
    expect(commandForKey(key('f', { ctrl: true }))).toBe('expandAll');
    expect(commandForKey(key('F', { ctrl: true, shift: true }))).toBe('toggleOne');
    expect(commandForKey(key('i', { ctrl: true }))).toBe('importComponents');
    expect(commandForKey(key('e', { ctrl: true }))).toBe('exportComponents');
    expect(commandForKey(key('w', { ctrl: true }))).toBe('wrap');
    expect(commandForKey(key('f', { alt: true }))).toBe('maximise');
    expect(commandForKey(key('z', { meta: true }))).toBe('undo');
  });

  it('maps the canvas zoom keys by their place, whatever shift makes of the digit', () => {
    const digit = (n: number, key: string) => ({ ...key_(key), code: `Digit${n}`, shiftKey: true });
    expect(commandForKey(digit(1, '!'))).toBe('zoomToFit');
    expect(commandForKey(digit(0, ')'))).toBe('zoomToActualSize');
    expect(commandForKey({ ...digit(1, '!'), ctrlKey: true })).toBeNull();
    expect(commandForKey({ ...key_('1'), code: 'Digit1' })).toBeNull();
    expect(commandForKey({ ...key('='), code: 'Equal', ctrlKey: true })).toBe('zoomIn');
    expect(commandForKey({ ...key('+'), code: 'Equal', ctrlKey: true, shiftKey: true })).toBe('zoomIn');
    expect(commandForKey({ ...key('-'), code: 'Minus', metaKey: true })).toBe('zoomOut');
    expect(commandForKey({ ...key('-'), code: 'Minus' })).toBeNull();
  });

  it('ignores plain letters', () => {
    expect(commandForKey(key('d'))).toBeNull();
    expect(commandForKey(key('z', { ctrl: true, alt: true }))).toBeNull();
  });
});
