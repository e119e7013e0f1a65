import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useServerData, useServerMutation, useServices } from '@klob/shared';
import { getResultOr } from '@klob/shared/api-contract/envelope';
import {
  FEEDBACK_PATH,
  NPS_COMMENT_MAX_LENGTH,
  type FeedbackItem,
  type FeedbackSection,
  type NpsAnswerRequest,
} from '@klob/shared/api-contract/forms';
import { Button, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { mutedStyle } from '../common/styles';
import { useJourneyText, useSignedIn } from '../common/use-journey';

const boxStyle = css`
  margin-top: ${space(8)};
  padding: ${space(5)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surfaceMuted};
  h2 {
    margin: 0 0 ${space(3)};
    font-size: ${fontSizes.lg};
  }
  textarea {
    width: 100%;
    min-height: 88px;
    margin-top: ${space(3)};
    padding: ${space(2)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font: inherit;
    box-sizing: border-box;
  }
`;

const scoreStyle = (chosen: boolean) => css`
  min-width: 40px;
  min-height: 40px;
  border: 1px solid ${chosen ? colors.primary : colors.border};
  border-radius: ${radii.md};
  background: ${chosen ? colors.primary : colors.surface};
  color: ${chosen ? colors.primaryText : colors.text};
  cursor: pointer;
`;

/**
 * The section's feedback survey (spec 1 §3: CSAT/NPS items of sections klobmeter, ensiklobedia,
 * kaleidosklob, klobnco), shown to a signed-in user while the api offers one they have not answered.
 */
export function SectionFeedback({ section }: { section: FeedbackSection }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return <SectionFeedbackForm section={section} />;
}

function SectionFeedbackForm({ section }: { section: FeedbackSection }) {
  const { http } = useServices();
  const { t, language } = useJourneyText();
  const items = useServerData({
    key: `journey-feedback?section=${section}`,
    load: (signal) => getResultOr<FeedbackItem[]>(http.service, FEEDBACK_PATH, [], { section }, { signal }),
  });
  const [answerId, setAnswerId] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const sending = useServerMutation({
    send: (body: NpsAnswerRequest, signal: AbortSignal) => http.service.post(FEEDBACK_PATH, body, { signal }),
  });
  const titleId = useId();
  const item = items.status === 'ready' ? items.data.find((candidate) => !candidate.isExist) : undefined;
  if (!item) return null;
  if (sending.status === 'done') {
    return (
      <section css={boxStyle} role="status">
        <p>{t('feedback.thanks')}</p>
      </section>
    );
  }
  const tooLong = comment.length > NPS_COMMENT_MAX_LENGTH;
  const submit = () => {
    if (!answerId) return;
    const body: NpsAnswerRequest = {
      campaignId: item.campaignId,
      type: item.type,
      section: item.section,
      answerId,
      answerText: comment.trim(),
      featureId: null,
    };
    void sending.send(body);
  };
  return (
    <section css={boxStyle} aria-labelledby={titleId} data-testid="section-feedback">
      <h2 id={titleId}>{language === 'en' ? item.note_en : item.note_id}</h2>
      <div role="radiogroup" aria-label={t('feedback.scoreLabel')} css={{ display: 'flex', flexWrap: 'wrap', gap: space(1) }}>
        {item.question.map((option) => (
          <button
            key={option.answerId}
            type="button"
            role="radio"
            aria-checked={answerId === option.answerId}
            css={scoreStyle(answerId === option.answerId)}
            title={option.meaning}
            onClick={() => setAnswerId(option.answerId)}
          >
            {option.value}
          </button>
        ))}
      </div>
      {answerId && (
        <>
          <textarea
            aria-label={t('feedback.comment')}
            placeholder={t('feedback.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <p css={[mutedStyle, tooLong && { color: colors.danger }]}>
            {comment.length}/{NPS_COMMENT_MAX_LENGTH}
          </p>
          {sending.status === 'failed' && (
            <p role="alert" css={{ color: colors.danger }}>
              {t('states.error')}
            </p>
          )}
          <Button disabled={!comment.trim() || tooLong || sending.pending} onClick={submit} css={{ marginTop: space(2) }}>
            {t('feedback.submit')}
          </Button>
        </>
      )}
    </section>
  );
}
