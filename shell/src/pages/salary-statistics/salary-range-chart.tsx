import type { SalaryGroup } from '@klob/shared/api-contract/site';
import { formatCompactNumber } from '@klob/shared/format';
import { colors } from '@klob/shared/ui';
import type { Language } from '@klob/shared';

const ROW_HEIGHT = 44;
const LABEL_WIDTH = 200;
const CHART_WIDTH = 640;
const AXIS_HEIGHT = 28;
const TICKS = 4;

/**
 * Salary ranges drawn as SVG (no charting library is kept in the toolchain): per group a bar from
 * the lowest to the highest advertised salary and a dot at the median. It scales to its container.
 */
export function SalaryRangeChart({
  groups,
  labelOf,
  label,
  language,
}: {
  groups: readonly SalaryGroup[];
  /** The shown name of a group's key (a level code's label). */
  labelOf(key: string): string;
  label: string;
  language: Language;
}) {
  const top = Math.max(...groups.map((group) => group.maxSalary), 1);
  const plotWidth = CHART_WIDTH - LABEL_WIDTH - 24;
  const x = (value: number) => LABEL_WIDTH + (value / top) * plotWidth;
  const height = groups.length * ROW_HEIGHT + AXIS_HEIGHT;
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => (top / TICKS) * index);

  return (
    <svg
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      role="img"
      aria-label={label}
      data-testid="salary-chart"
      css={{ maxWidth: CHART_WIDTH, display: 'block' }}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={0} y2={height - AXIS_HEIGHT} stroke={colors.border} strokeDasharray="2 4" />
          <text x={x(tick)} y={height - 8} fontSize={11} textAnchor="middle" fill={colors.textMuted}>
            {formatCompactNumber(tick, language)}
          </text>
        </g>
      ))}
      {groups.map((group, index) => {
        const y = index * ROW_HEIGHT + ROW_HEIGHT / 2;
        const name = labelOf(group.key);
        return (
          <g key={group.key} data-testid="salary-chart-bar">
            <text x={0} y={y + 4} fontSize={12} fill={colors.text}>
              {name.length > 28 ? `${name.slice(0, 27)}…` : name}
            </text>
            <rect
              x={x(group.minSalary)}
              y={y - 6}
              width={Math.max(2, x(group.maxSalary) - x(group.minSalary))}
              height={12}
              rx={6}
              fill={colors.primary}
              opacity={0.35}
            />
            <circle cx={x(group.medianSalary)} cy={y} r={7} fill={colors.primary} />
          </g>
        );
      })}
    </svg>
  );
}
