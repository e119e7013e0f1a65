import { colors, fontWeights } from '@klob/shared/ui';

/** spec 3 §3: the completion ring is 52 px wide with a 6 px stroke. */
export const RING_SIZE = 52;
export const RING_THICKNESS = 6;

/** A circle filled to `percent` with the number in the middle. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const radius = (RING_SIZE - RING_THICKNESS) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <svg
      width={RING_SIZE}
      height={RING_SIZE}
      viewBox={`0 0 ${RING_SIZE} ${RING_SIZE}`}
      role="img"
      aria-label={label}
      data-testid="progress-ring"
    >
      <circle cx={RING_SIZE / 2} cy={RING_SIZE / 2} r={radius} fill="none" stroke={colors.surfaceMuted} strokeWidth={RING_THICKNESS} />
      <circle
        cx={RING_SIZE / 2}
        cy={RING_SIZE / 2}
        r={radius}
        fill="none"
        stroke={colors.primary}
        strokeWidth={RING_THICKNESS}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - shown / 100)}
        transform={`rotate(-90 ${RING_SIZE / 2} ${RING_SIZE / 2})`}
      />
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fontSize="13" fontWeight={fontWeights.bold} fill={colors.text}>
        {shown}%
      </text>
    </svg>
  );
}
