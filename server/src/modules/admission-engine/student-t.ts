/**
 * Student-t with 3 degrees of freedom: heavy enough tails that a unit whose cutoff jumps (a new
 * campus, a renamed group) does not get 99 % on a rank it misses, and a closed-form CDF.
 */
export const T3_DEGREES_OF_FREEDOM = 3;

/** P(T ≤ t) for T ~ t(3): ½ + (1/π)(t/(√3(1 + t²/3)) + atan(t/√3)). */
export function studentT3Cdf(t: number): number {
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const x = t / Math.sqrt(3);
  return 0.5 + (x / (1 + x * x) + Math.atan(x)) / Math.PI;
}

/** The t such that P(T ≤ t) = p, by bisection (monotone CDF; 60 halvings reach double precision). */
export function studentT3Quantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`probability out of (0, 1): ${p}`);
  let low = -1e6;
  let high = 1e6;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (studentT3Cdf(middle) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Half-width, in scale units, of the central 80 % interval of t(3). */
export const T3_CENTRAL_80 = studentT3Quantile(0.9);
