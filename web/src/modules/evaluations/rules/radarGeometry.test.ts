import { describe, expect, it } from 'vitest';
import { radarCorner, radarLabel, radarPolygon } from './radarGeometry.ts';

const frame = { centre: 100, radius: 80 };

describe('radarCorner', () => {
  it('puts the first axis straight up and the others clockwise', () => {
    expect(radarCorner(0, 4, 1, frame)).toEqual({ x: 100, y: 20 });
    expect(radarCorner(1, 4, 1, frame)).toEqual({ x: 180, y: 100 });
    expect(radarCorner(2, 4, 1, frame)).toEqual({ x: 100, y: 180 });
    expect(radarCorner(3, 4, 0.5, frame)).toEqual({ x: 60, y: 100 });
  });

  it('keeps a share outside [0, 1] on the chart', () => {
    expect(radarCorner(0, 6, 1.4, frame)).toEqual({ x: 100, y: 20 });
    expect(radarCorner(0, 6, -1, frame)).toEqual({ x: 100, y: 100 });
  });
});

describe('radarPolygon', () => {
  it('scales each value between the scale minimum and maximum', () => {
    // Stens 1–10: 10 is the rim, 1 the centre, 5.5 half way.
    expect(radarPolygon([10, 5.5, 1, 5.5], 1, 10, frame)).toBe('100,20 140,100 100,100 60,100');
  });

  it('draws every corner at the centre when the scale has no span', () => {
    expect(radarPolygon([3, 3, 3], 3, 3, frame)).toBe('100,100 100,100 100,100');
  });
});

describe('radarLabel', () => {
  it('anchors labels away from the centre', () => {
    expect(radarLabel(0, 4, frame, 10)).toMatchObject({ x: 100, anchor: 'middle' });
    expect(radarLabel(1, 4, frame, 10)).toMatchObject({ x: 190, anchor: 'start' });
    expect(radarLabel(3, 4, frame, 10)).toMatchObject({ x: 10, anchor: 'end' });
  });
});
