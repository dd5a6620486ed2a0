/** A point of the radar drawing, in the SVG's own units. */
export type RadarPoint = { x: number; y: number };

export type RadarFrame = { centre: number; radius: number };

/**
 * The corner of axis `index` of `count` at `share` of the radius (0 centre … 1 rim). The first
 * axis points straight up and the others follow clockwise, as ECharts draws its radars, so the
 * phone's chart and the console's read the same way.
 */
export function radarCorner(index: number, count: number, share: number, frame: RadarFrame): RadarPoint {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const length = frame.radius * Math.min(1, Math.max(0, share));
  return { x: round(frame.centre + length * Math.cos(angle)), y: round(frame.centre + length * Math.sin(angle)) };
}

/** The `points` attribute of a polygon through each value's corner; values are clamped to [min, max]. */
export function radarPolygon(values: readonly number[], min: number, max: number, frame: RadarFrame): string {
  const span = max - min;
  return values
    .map((value, index) => radarCorner(index, values.length, span > 0 ? (value - min) / span : 0, frame))
    .map((point) => `${point.x},${point.y}`)
    .join(' ');
}

/** Where an axis label sits: `gap` past the rim, anchored away from the centre so it never covers the chart. */
export function radarLabel(
  index: number,
  count: number,
  frame: RadarFrame,
  gap: number,
): RadarPoint & { anchor: 'start' | 'middle' | 'end' } {
  const outer = radarCorner(index, count, 1, { centre: frame.centre, radius: frame.radius + gap });
  const dx = outer.x - frame.centre;
  const dy = outer.y - frame.centre;
  const anchor = Math.abs(dx) < 1 ? 'middle' : dx > 0 ? 'start' : 'end';
  // Text hangs from its baseline: labels below the centre move down by a line's cap height.
  return { x: outer.x, y: round(outer.y + (dy > 1 ? 10 : dy < -1 ? -2 : 4)), anchor };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
