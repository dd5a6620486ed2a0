/*
 * Charts that mount together draw one step per task. A page of five charts drew them all in the
 * task that committed the page (about 390 ms on an older office PC), and the page could not
 * answer a click meanwhile. Each step (a chart's set-up, then its first drawing) now runs in a
 * task of its own, in the order the charts mounted.
 */

type Step = () => void;

const steps: Step[] = [];
let scheduled = false;

function runNext(): void {
  const step = steps.shift();
  if (steps.length) setTimeout(runNext, 0);
  else scheduled = false;
  step?.();
}

/** Runs `step` in a task of its own after the steps queued before it; the result cancels it if it has not run. */
export function queueChartStep(step: Step): () => void {
  steps.push(step);
  if (!scheduled) {
    scheduled = true;
    setTimeout(runNext, 0);
  }
  return () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
  };
}
