/** The chart a report opens with: a radar reads well for 5–10 scales, bars for fewer or more. */
export function defaultChartKind(scaleCount: number): 'radar' | 'bar' {
  return scaleCount >= 5 && scaleCount <= 10 ? 'radar' : 'bar';
}
