import { describe, expect, it } from 'vitest';
import { canCancelImport, importJobStateKey } from './importJobState.ts';

describe('import job state on the data import page', () => {
  it('names a cancelled job, and one undoing its writes, apart from a failed one', () => {
    expect(importJobStateKey({ state: 'running', cancelling: false })).toBe('running');
    expect(importJobStateKey({ state: 'running', cancelling: true })).toBe('cancelling');
    expect(importJobStateKey({ state: 'cancelled', cancelling: false })).toBe('cancelled');
    expect(importJobStateKey({ state: 'failed', cancelling: false })).toBe('failed');
    expect(importJobStateKey({ state: 'finished', cancelling: false })).toBe('finished');
  });

  it('offers cancel only while a job runs and no cancel is under way', () => {
    expect(canCancelImport({ state: 'running', cancelling: false })).toBe(true);
    expect(canCancelImport({ state: 'running', cancelling: true })).toBe(false);
    expect(canCancelImport({ state: 'cancelled', cancelling: false })).toBe(false);
    expect(canCancelImport({ state: 'finished', cancelling: false })).toBe(false);
    expect(canCancelImport(undefined)).toBe(false);
  });
});
