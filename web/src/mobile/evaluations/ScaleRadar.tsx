import { radarCorner, radarLabel, radarPolygon } from '../../modules/evaluations/rules/radarGeometry.ts';
import styles from './evaluations.module.css';

export type ScaleRadarProps = {
  /** Each scale's name and its score as a share of the scale's range, 0–100. */
  scales: ReadonlyArray<{ code: string; name: string; percent: number }>;
  label: string;
};

const SIZE = 300;
const FRAME = { centre: SIZE / 2, radius: 96 };
const RINGS = [0.25, 0.5, 0.75, 1];

/** A radar of the scale scores drawn in SVG (the phone ships no chart library). */
export function ScaleRadar({ scales, label }: ScaleRadarProps) {
  const count = scales.length;
  const ring = (share: number) =>
    scales.map((_, index) => radarCorner(index, count, share, FRAME)).map((point) => `${point.x},${point.y}`);
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={styles.radar} role="img" aria-label={label}>
      {RINGS.map((share) => (
        <polygon key={share} points={ring(share).join(' ')} className={styles.radarRing} />
      ))}
      {scales.map((scale, index) => {
        const rim = radarCorner(index, count, 1, FRAME);
        return (
          <line
            key={scale.code}
            x1={FRAME.centre}
            y1={FRAME.centre}
            x2={rim.x}
            y2={rim.y}
            className={styles.radarAxis}
          />
        );
      })}
      <polygon
        points={radarPolygon(
          scales.map((scale) => scale.percent),
          0,
          100,
          FRAME,
        )}
        className={styles.radarArea}
      />
      {scales.map((scale, index) => {
        const point = radarCorner(index, count, scale.percent / 100, FRAME);
        return <circle key={scale.code} cx={point.x} cy={point.y} r={3} className={styles.radarDot} />;
      })}
      {scales.map((scale, index) => {
        const at = radarLabel(index, count, FRAME, 12);
        return (
          <text key={scale.code} x={at.x} y={at.y} textAnchor={at.anchor} className={styles.radarLabel}>
            {scale.name}
          </text>
        );
      })}
    </svg>
  );
}
