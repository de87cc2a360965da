import type { PeriodShortcutId } from './period-shortcuts';

/**
 * The palette (in the shell) asks the section page on screen to apply a period shortcut;
 * the page applies it through its own `apply`, like the board's menu and the 't' key.
 * A page with a period registers while mounted, so the palette offers periods only there.
 */

type Listener = (id: PeriodShortcutId) => void;

const listeners = new Set<Listener>();

export const onPeriodRequest = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const hasPeriodTarget = (): boolean => listeners.size > 0;

export const requestPeriod = (id: PeriodShortcutId): void => {
  for (const listener of listeners) listener(id);
};
