import { addDaysIso, maxIso, minIso, type IsoDate } from '@/lib/dates';
import type { DateLimits, DateRange } from './date-rules';

/**
 * The filter's keyboard shortcuts, as pure rules: which key means what, when
 * keys are ignored, and where '[' / ']' move the applied range. `useFilterShortcuts`
 * (use-section-filter.ts) and the shell's help dialog read them.
 */

export type ShortcutAction = 'previousPeriod' | 'nextPeriod' | 'thisWeek' | 'help' | 'palette';

/** The help dialog's list, in this order. */
export const SHORTCUTS: readonly { key: string; action: ShortcutAction; description: string }[] = [
  { key: '[', action: 'previousPeriod', description: 'Previous period of the same length' },
  { key: ']', action: 'nextPeriod', description: 'Next period of the same length' },
  { key: 't', action: 'thisWeek', description: 'This Week' },
  { key: '?', action: 'help', description: 'Show keyboard shortcuts' },
  // Matched by `isPaletteShortcut` (a modifier key), never by `shortcutFor`.
  { key: 'Ctrl/⌘ K', action: 'palette', description: 'Find a section, a period or an account' },
];

/** What the rules need to know about a key press (a KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);

/** True while the user types: an input, a text area, a select or an editable element. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  const role = target.getAttribute('role');
  return role !== null && TYPING_ROLES.has(role);
};

/** True while a dialog (a modal, the navigation drawer, the help itself) is open. */
export const isDialogOpen = (doc: Document): boolean =>
  doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * The action of a key press, or null: never while typing, never with Ctrl/Cmd/Alt (the
 * browser's own shortcuts), never once another handler took the key, never while a
 * dialog is open.
 */
export function shortcutFor(press: KeyPress, dialogOpen: boolean): ShortcutAction | null {
  if (press.defaultPrevented || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (dialogOpen || isTypingTarget(press.target)) return null;
  return SHORTCUTS.find((shortcut) => shortcut.key === press.key)?.action ?? null;
}

/**
 * Ctrl+K (Cmd+K on a Mac) opens the find-anything palette: also while typing in a field
 * (the browser's own Ctrl+K is taken over), never with Alt, never over another dialog.
 */
export const isPaletteShortcut = (press: KeyPress, dialogOpen: boolean): boolean =>
  !press.defaultPrevented &&
  !press.altKey &&
  (press.ctrlKey || press.metaKey) &&
  press.key.toLowerCase() === 'k' &&
  !dialogOpen;

const dayNumber = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days from start to end, both included. */
export const rangeLength = ({ startDate, endDate }: DateRange): number =>
  dayNumber(endDate) - dayNumber(startDate) + 1;

/**
 * The period of the same length just before (-1) or after (+1) `range`, kept within the
 * selectable dates: a period partly outside is clipped at the limit, one wholly outside
 * (or a range already at the limit) gives null and nothing happens.
 */
export function shiftRange(range: DateRange, direction: -1 | 1, limits: DateLimits): DateRange | null {
  const days = rangeLength(range) * direction;
  const start = addDaysIso(range.startDate, days);
  const end = addDaysIso(range.endDate, days);
  const min = limits.minDate;
  if (end < (min ?? end) || start > limits.maxDate) return null;
  const next = { startDate: min ? maxIso(start, min) : start, endDate: minIso(end, limits.maxDate) };
  return next.startDate === range.startDate && next.endDate === range.endDate ? null : next;
}
