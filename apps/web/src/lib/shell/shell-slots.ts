import { type ReactNode, useEffect } from 'react';
import { createStore } from '../store.ts';
import type { StepItem } from './step-items.ts';

/**
 * What a record's screen puts into the shell around it (step list, menu, app bar, header strip):
 * the item title of the top bar, the step list built from the record (its page
 * configuration and feedback), and buttons of the top bar such as Review Summary.
 * The shell renders its frame before the record has loaded; the screen fills these in.
 */
export interface ShellSlots {
  title?: string;
  steps?: readonly StepItem[];
  /** Buttons of the top bar, left of the notifications bell. */
  actions?: ReactNode;
}

export const shellSlotsStore = createStore<ShellSlots>({});

/** Shows `slots` in the shell while the calling screen is mounted; pass a memoized object. */
export function useShellSlots(slots: ShellSlots): void {
  useEffect(() => {
    shellSlotsStore.set(slots);
  }, [slots]);
  useEffect(() => () => shellSlotsStore.set({}), []);
}
