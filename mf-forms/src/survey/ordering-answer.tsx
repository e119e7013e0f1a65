import { css } from '@emotion/react';
import { useState } from 'react';
import type { SurveyOption } from '@klob/shared/api-contract/forms';
import { useTranslation } from '@klob/shared/react-i18n';
import { bareListStyle, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';

export interface OrderingAnswerProps {
  options: readonly SurveyOption[];
  /** Every option id, in the user's order. */
  order: readonly string[];
  onChange(order: string[]): void;
  labelledBy: string;
}

const listStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  ${bareListStyle}
`;
const itemStyle = (dragging: boolean) => css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${dragging ? colors.surfaceMuted : colors.surface};
  cursor: grab;
  font-size: ${fontSizes.sm};
`;
const positionStyle = css`
  min-width: 24px;
  font-weight: 700;
  color: ${colors.primary};
`;
const moveStyle = css`
  min-width: 32px;
  min-height: 32px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export const moveItem = (order: readonly string[], from: number, to: number): string[] => {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/** Sequence / ranking (spec 3 §3): every option in the user's order, reordered by drag or by the keyboard. */
export function OrderingAnswer({ options, order, onChange, labelledBy }: OrderingAnswerProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [dragged, setDragged] = useState<number | null>(null);
  const textOf = (answerId: string) => options.find((option) => option.answerId === answerId)?.answerText ?? answerId;
  return (
    <ol css={listStyle} aria-labelledby={labelledBy}>
      {order.map((answerId, index) => (
        <li
          key={answerId}
          css={itemStyle(dragged === index)}
          draggable
          data-testid="ordering-item"
          onDragStart={(event) => {
            setDragged(index);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            const from = dragged ?? Number(event.dataTransfer.getData('text/plain'));
            if (Number.isInteger(from) && from !== index) onChange(moveItem(order, from, index));
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
          onKeyDown={(event) => {
            if (!event.altKey) return;
            if (event.key === 'ArrowUp' && index > 0) {
              event.preventDefault();
              onChange(moveItem(order, index, index - 1));
            } else if (event.key === 'ArrowDown' && index < order.length - 1) {
              event.preventDefault();
              onChange(moveItem(order, index, index + 1));
            }
          }}
        >
          <span css={positionStyle}>{index + 1}.</span>
          <span css={css({ flex: 1 })}>{textOf(answerId)}</span>
          <button
            type="button"
            css={moveStyle}
            disabled={index === 0}
            aria-label={t('survey.moveUp', { option: textOf(answerId) })}
            onClick={() => onChange(moveItem(order, index, index - 1))}
          >
            ↑
          </button>
          <button
            type="button"
            css={moveStyle}
            disabled={index === order.length - 1}
            aria-label={t('survey.moveDown', { option: textOf(answerId) })}
            onClick={() => onChange(moveItem(order, index, index + 1))}
          >
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}
