import { describe, expect, it } from 'vitest';
import {
  fitMomentum,
  fitShiftDamping,
  fitShockSpread,
  fitSpreadScale,
  pooledSpreadWithShock,
} from './model-fitting.ts';
import { T3_CENTRAL_80 } from './student-t.ts';

describe('fitShiftDamping', () => {
  it('is the slope through the origin, within [0, 1]', () => {
    // Changes of half the shift: slope 0.5.
    expect(
      fitShiftDamping([
        { logChange: 0.05, logShift: 0.1 },
        { logChange: -0.1, logShift: -0.2 },
      ]),
    ).toBeCloseTo(0.5, 12);
    expect(fitShiftDamping([{ logChange: 0.3, logShift: 0.1 }])).toBe(1);
    expect(fitShiftDamping([{ logChange: -0.3, logShift: 0.1 }])).toBe(0);
  });

  it('is 0 without a shift to learn from: no evidence leaves last year’s line as it is', () => {
    expect(fitShiftDamping([{ logChange: 0.3, logShift: 0 }])).toBe(0);
    expect(fitShiftDamping([])).toBe(0);
  });
});

describe('fitMomentum', () => {
  it('regresses the change left after the shift on last year’s drift', () => {
    // Residuals 0.02 and −0.04 after full shift on drifts 0.1 and −0.2: slope 0.2.
    const samples = [
      { logChange: 0.12, logShift: 0.1, previousDrift: 0.1 },
      { logChange: -0.04, logShift: 0, previousDrift: -0.2 },
      { logChange: 0.5, logShift: 0 },
    ];
    expect(fitMomentum(samples, 1)).toBeCloseTo(0.2, 12);
  });
});

describe('fitSpreadScale', () => {
  it('makes 80 % of standardised errors fall inside the t(3) 80 % interval', () => {
    const errors = [0.5, -1, 1.5, -2, 2.5, 3, -3.5, 4, 10, -20, 0.1];
    const scale = fitSpreadScale(errors);
    const inside = errors.filter((error) => Math.abs(error) <= scale * T3_CENTRAL_80).length;
    expect(inside / errors.length).toBeGreaterThanOrEqual(0.8);
    expect(inside / errors.length).toBeLessThan(0.91);
  });
});

describe('fitShockSpread', () => {
  it('is the robust spread of the pools’ median errors, pools too small left out', () => {
    // Medians 0.1, −0.2 and 0.3 (the two-error pool is too small): 1.4826 × median(|0.1|, |0.2|, |0.3|).
    const pools = [
      [0.05, 0.1, 0.2],
      [-0.2, -0.3, -0.1],
      [0.3, 0.3, 0.4],
      [5, 5],
    ];
    expect(fitShockSpread(pools, 3)).toBeCloseTo(1.4826 * 0.2, 12);
  });

  it('counts a shift every province shared (not centred) and is 0 without pools', () => {
    expect(
      fitShockSpread(
        [
          [0.1, 0.1, 0.1],
          [0.1, 0.1, 0.1],
        ],
        3,
      ),
    ).toBeCloseTo(1.4826 * 0.1, 12);
    expect(fitShockSpread([[0.1]], 3)).toBe(0);
  });
});

describe('pooledSpreadWithShock', () => {
  it('replaces the pool’s own shift by the common shock spread', () => {
    // A pool shifted by +0.5 with dispersion ±0.1 around it: within = 1.4826 × 0.1.
    const errors = [0.4, 0.5, 0.6];
    const within = 1.4826 * 0.1;
    expect(pooledSpreadWithShock(errors, 0)).toBeCloseTo(within, 12);
    expect(pooledSpreadWithShock(errors, 0.2)).toBeCloseTo(Math.sqrt(0.2 ** 2 + within ** 2), 12);
    // The same pool without its shift gets the same spread: its one shift says little of the next.
    expect(pooledSpreadWithShock([-0.1, 0, 0.1], 0.2)).toBeCloseTo(Math.sqrt(0.2 ** 2 + within ** 2), 12);
    expect(pooledSpreadWithShock([], 0.2)).toBeUndefined();
  });
});
