import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueChartStep } from './chartDrawQueue.ts';

describe('queueChartStep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the steps in order, one per task', () => {
    const ran: string[] = [];
    queueChartStep(() => ran.push('first chart set up'));
    queueChartStep(() => ran.push('second chart set up'));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first chart set up']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first chart set up', 'second chart set up']);
  });

  it('skips a step cancelled before its turn, as when a chart unmounts first', () => {
    const ran: string[] = [];
    queueChartStep(() => ran.push('kept'));
    const cancel = queueChartStep(() => ran.push('unmounted'));
    queueChartStep(() => ran.push('last'));
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(['kept', 'last']);
  });

  it('takes a step queued by a running step after the ones already waiting', () => {
    const ran: string[] = [];
    queueChartStep(() => {
      ran.push('set up A');
      queueChartStep(() => ran.push('draw A'));
    });
    queueChartStep(() => ran.push('set up B'));
    vi.runAllTimers();
    expect(ran).toEqual(['set up A', 'set up B', 'draw A']);
  });
});
