import { useState } from 'react';

/**
 * One submission at a time (a double click submits once). A dialog closes
 * on submit and its button stays clickable through the close transition, and a mutation's
 * `isPending` reaches React a tick after `mutate`: a second click in between would send a
 * second request. The latch is set synchronously, so that click finds it closed.
 */
export interface SubmitLatch {
  /** True, and closes the latch, when no submission is running; false otherwise. */
  tryEnter: () => boolean;
  /** Opens the latch again (the call settled). */
  release: () => void;
}

export function createSubmitLatch(): SubmitLatch {
  let busy = false;
  return {
    tryEnter: () => {
      if (busy) return false;
      busy = true;
      return true;
    },
    release: () => {
      busy = false;
    },
  };
}

/** A latch that lives as long as the component. */
export function useSubmitLatch(): SubmitLatch {
  const [latch] = useState(createSubmitLatch);
  return latch;
}
