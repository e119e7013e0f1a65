import { css } from '@emotion/react';
import { useState } from 'react';
import { useServerMutation, useServices } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, radii, space } from '@klob/shared/ui';
import {
  FEEDBACK_PATH,
  NPS_COMMENT_MAX_LENGTH,
  NPS_PASSIVE_MIN,
  NPS_PROMOTER_MIN,
  NPS_SCALE_MAX,
  NPS_SCALE_MIN,
  type FeedbackItem,
  type NpsAnswerRequest,
  type NpsMeaning,
} from '@klob/shared/api-contract/forms';

const formStyle = css`
  display: grid;
  gap: ${space(3)};
  [role='radiogroup'] {
    display: grid;
    grid-template-columns: repeat(10, minmax(0, 1fr));
    gap: ${space(1)};
  }
  [role='radio'] {
    padding: ${space(2)} 0;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  [role='radio'][aria-checked='true'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.surface};
  }
  [data-scale-labels] {
    display: flex;
    justify-content: space-between;
    font-size: 12px;
    color: ${colors.textMuted};
  }
  textarea {
    width: 100%;
    min-height: 110px;
    padding: ${space(2)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font: inherit;
    resize: vertical;
  }
  [data-meaning] {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    color: ${colors.primary};
  }
  [data-counter] {
    justify-self: end;
    font-size: 12px;
    color: ${colors.textMuted};
  }
  [data-counter][data-over='true'] {
    color: ${colors.danger};
  }
  [role='alert'] {
    color: ${colors.danger};
    margin: 0;
  }
`;

/** spec 1 §4.5: the prompt depends on the score (9 or more, 7 to 8, below 7). */
export function promptKeyFor(score: number): string {
  if (score >= NPS_PROMOTER_MIN) return 'nps.promptPromoter';
  if (score >= NPS_PASSIVE_MIN) return 'nps.promptPassive';
  return 'nps.promptDetractor';
}

/** The texts of a question's meaning (spec 1 §3), in the page's language. */
// Keyed by the meanings themselves (typed by NpsMeaning): importing NPS_MEANINGS would pull it into `/`'s first load.
const MEANING_KEYS: Record<NpsMeaning, string> = {
  'Tidak Akan': 'nps.meaningNotLikely',
  'Mungkin Akan': 'nps.meaningMaybe',
  'Sangat Akan': 'nps.meaningVeryLikely',
};

export interface NpsFormProps {
  survey: FeedbackItem;
  onSubmitted(): void;
  onSkip(): void;
}

/**
 * The NPS rating of the logout flow (spec 1 §3, §4.5): the 1-10 scale, the comment box revealed by a
 * score with its prompt, submit only with text and at most 1000 characters (the counter turns red
 * above). A failed submit shows the api's message and keeps the text.
 */
export function NpsForm({ survey, onSubmitted, onSkip }: NpsFormProps) {
  const { t, i18n } = useTranslation('shell');
  const { http } = useServices();
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState('');
  const sending = useServerMutation({
    // spec 1 §7: only success is read from the answer (a 2xx); its body is not used.
    send: (payload: NpsAnswerRequest, signal: AbortSignal) => http.service.post(FEEDBACK_PATH, payload, { signal }),
    onDone: onSubmitted,
  });
  // spec 1 §8.3: the error message is shown; what was typed stays.
  const failure = sending.error;
  const error =
    sending.status === 'failed' ? (failure instanceof Error && failure.message ? failure.message : t('nps.submitFailed')) : null;
  const tooLong = text.length > NPS_COMMENT_MAX_LENGTH;
  const note = i18n.language === 'en' ? survey.note_en : survey.note_id;
  // The survey's questions are the scale: each value answers with its own answerId.
  const scale = [...survey.question].sort((a, b) => a.value - b.value);
  const chosen = scale.find((question) => question.value === score);

  function submit() {
    if (!chosen) return;
    const payload: NpsAnswerRequest = {
      campaignId: survey.campaignId,
      type: survey.type,
      section: survey.section,
      answerId: chosen.answerId,
      answerText: text,
      featureId: null,
    };
    void sending.send(payload);
  }

  return (
    <form
      css={formStyle}
      data-testid="nps-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong && text.trim()) submit();
      }}
    >
      <p id="nps-question">{note || t('nps.question')}</p>
      <div role="radiogroup" aria-labelledby="nps-question">
        {scale.map(({ value, meaning }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={score === value}
            title={t(MEANING_KEYS[meaning])}
            onClick={() => setScore(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <div data-scale-labels>
        <span>{`${NPS_SCALE_MIN} ${t('nps.scaleNotLikely')}`}</span>
        <span>{`${NPS_PASSIVE_MIN} ${t('nps.scaleHesitant')}`}</span>
        <span>{`${NPS_SCALE_MAX} ${t('nps.scaleVeryLikely')}`}</span>
      </div>
      {chosen && (
        <>
          <p data-meaning data-testid="nps-meaning">
            {t(MEANING_KEYS[chosen.meaning])}
          </p>
          <label htmlFor="nps-comment">{t(promptKeyFor(chosen.value))}</label>
          <textarea
            id="nps-comment"
            value={text}
            placeholder={t('nps.commentPlaceholder')}
            aria-invalid={tooLong}
            onChange={(event) => setText(event.target.value)}
          />
          <span data-counter data-over={tooLong} data-testid="nps-counter">
            {t('nps.commentCounter', { count: text.length, max: NPS_COMMENT_MAX_LENGTH })}
          </span>
          {tooLong && <p role="alert">{t('nps.commentTooLong', { max: NPS_COMMENT_MAX_LENGTH })}</p>}
        </>
      )}
      {error && <p role="alert">{error}</p>}
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: space(2) }}>
        <Button type="button" variant="ghost" onClick={onSkip}>
          {t('nps.skip')}
        </Button>
        {text.length > 0 && (
          <Button type="submit" disabled={tooLong || sending.pending || !text.trim()} loading={sending.pending}>
            {t('nps.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}
