import { useEffect, useState } from 'react';

/**
 * Charts take turns to draw, one per browser task. When a section's data
 * arrives, every chart used to render, commit and run recharts' follow-up renders in the
 * one task that delivered it: 400 ms without a break on /sales, all of it blocking time.
 * Drawn one at a time, each chart is its own short task and the page answers input in
 * between. A chart waiting for its turn keeps its height, so nothing moves.
 */
const waiting: Array<() => void> = [];
let busy = false;

function grantNext(): void {
  const grant = waiting.shift();
  busy = grant !== undefined;
  grant?.();
}

/** Queues `grant`; returns the function that takes it out of the queue again. */
export function requestDrawTurn(grant: () => void): () => void {
  waiting.push(grant);
  if (!busy) {
    busy = true;
    setTimeout(grantNext, 0);
  }
  return () => {
    const index = waiting.indexOf(grant);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** The chart that had the turn has drawn (or is gone): the next one draws a task later. */
export function releaseDrawTurn(): void {
  setTimeout(grantNext, 0);
}

/**
 * Whether this chart may draw yet: false until its turn comes, then true for good. With
 * `enabled` false (a chart with a fixed size, as in unit tests) it is true at once. A chart
 * joins the queue only once `queue` is true (it has come near the window), so the charts
 * on screen are not behind the ones below it.
 */
export function useDrawTurn(enabled: boolean, queue = true): boolean {
  const [granted, setGranted] = useState(!enabled);
  useEffect(() => {
    if (granted || !queue) return;
    let fired = false;
    const cancel = requestDrawTurn(() => {
      fired = true;
      setGranted(true);
    });
    // Runs once the granted render has committed (or when the chart goes away first):
    // only then does the next chart get its turn.
    return () => {
      cancel();
      if (fired) releaseDrawTurn();
    };
  }, [granted, queue]);
  return granted;
}
