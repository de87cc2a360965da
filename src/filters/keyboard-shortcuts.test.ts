import { afterEach, describe, expect, it } from 'vitest';
import {
  isDialogOpen,
  isPaletteShortcut,
  rangeLength,
  shiftRange,
  shortcutFor,
  type KeyPress,
} from './keyboard-shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: document.body,
  ...extra,
});

describe('shortcutFor', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('maps the four keys', () => {
    expect(shortcutFor(press('['), false)).toBe('previousPeriod');
    expect(shortcutFor(press(']'), false)).toBe('nextPeriod');
    expect(shortcutFor(press('t'), false)).toBe('thisWeek');
    expect(shortcutFor(press('?'), false)).toBe('help');
    expect(shortcutFor(press('T'), false)).toBeNull();
    expect(shortcutFor(press('x'), false)).toBeNull();
  });

  it('ignores keys while typing in a field', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="a"></textarea><div contenteditable="true"><b id="e">x</b></div><div role="combobox" id="c"></div><button id="b"></button>';
    for (const id of ['i', 'a', 'e', 'c'])
      expect(shortcutFor(press(']', { target: document.getElementById(id) }), false)).toBeNull();
    expect(shortcutFor(press(']', { target: document.getElementById('b') }), false)).toBe('nextPeriod');
  });

  it('ignores keys while a dialog is open, with modifiers, or once handled', () => {
    expect(shortcutFor(press('['), true)).toBeNull();
    expect(shortcutFor(press('[', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(press('[', { metaKey: true }), false)).toBeNull();
    expect(shortcutFor(press('[', { altKey: true }), false)).toBeNull();
    expect(shortcutFor(press('[', { defaultPrevented: true }), false)).toBeNull();
  });

  it('sees an open dialog in the document', () => {
    expect(isDialogOpen(document)).toBe(false);
    document.body.innerHTML = '<section role="dialog" aria-modal="true"></section>';
    expect(isDialogOpen(document)).toBe(true);
  });
});

describe('shiftRange', () => {
  const limits = { minDate: '2024-01-15', maxDate: '2026-11-24' };

  it('moves a range by its own length', () => {
    const week = { startDate: '2026-11-09', endDate: '2026-11-15' };
    expect(rangeLength(week)).toBe(7);
    expect(shiftRange(week, -1, limits)).toEqual({ startDate: '2026-11-02', endDate: '2026-11-08' });
    expect(shiftRange(week, 1, limits)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    const day = { startDate: '2026-03-01', endDate: '2026-03-01' };
    expect(shiftRange(day, -1, limits)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  });

  it('clips at the earliest date and at the latest selectable date', () => {
    expect(shiftRange({ startDate: '2024-01-20', endDate: '2024-01-29' }, -1, limits)).toEqual({
      startDate: '2024-01-15',
      endDate: '2024-01-19',
    });
    expect(shiftRange({ startDate: '2026-11-15', endDate: '2026-11-20' }, 1, limits)).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-24',
    });
  });

  it('does nothing past the limits', () => {
    expect(shiftRange({ startDate: '2024-01-15', endDate: '2024-01-31' }, -1, limits)).toBeNull();
    expect(shiftRange({ startDate: '2026-11-23', endDate: '2026-11-24' }, 1, limits)).toBeNull();
  });

  it('follows a later limit (the schedule looks a year ahead) and a missing earliest date', () => {
    const schedule = { minDate: undefined, maxDate: '2027-11-24' };
    expect(shiftRange({ startDate: '2026-11-23', endDate: '2026-11-29' }, 1, schedule)).toEqual({
      startDate: '2026-11-30',
      endDate: '2026-12-06',
    });
    expect(shiftRange({ startDate: '2000-01-01', endDate: '2000-01-01' }, -1, schedule)).toEqual({
      startDate: '1999-12-31',
      endDate: '1999-12-31',
    });
  });
});

describe('isPaletteShortcut', () => {
  it('takes Ctrl+K and Cmd+K, also in a field, never with Alt, handled, or over a dialog', () => {
    document.body.innerHTML = '<input id="i">';
    expect(isPaletteShortcut(press('k', { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(press('K', { metaKey: true }), false)).toBe(true);
    expect(
      isPaletteShortcut(press('k', { ctrlKey: true, target: document.getElementById('i') }), false),
    ).toBe(true);
    expect(isPaletteShortcut(press('k'), false)).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, defaultPrevented: true }), false)).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true }), true)).toBe(false);
    document.body.innerHTML = '';
  });
});
