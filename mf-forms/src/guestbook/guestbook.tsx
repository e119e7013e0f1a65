import { css } from '@emotion/react';
import { useState } from 'react';
import { useServerData, useServices, type UnitProps } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, Modal, colors, fontSizes, fontWeights, radii, shadows, space } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { useBusState } from '@klob/shared';
import { fetchSurvey, surveySourceKey, type SurveySource } from '../survey/survey-api';
import { SurveyForm } from '../survey/survey-form';
import { useLocalizedSurvey } from '../survey/localized-survey';
import { guestbookCorporateId, isGuestbookShown, isHiddenByDate, splitInTwoLines } from './guestbook-rules';

/**
 * The corner's column, from the bottom: the community button (20 px), the signed-in chat bubble
 * (84 px, 56 px high), then the guestbook, so none covers another.
 */
const GUESTBOOK_BOTTOM_PX = 156;
const CORNER_RIGHT_PX = 20;
/** Under the shell's chat slot (55), so an open conversation covers the button, not the other way round. */
const GUESTBOOK_Z_INDEX = 50;

const buttonStyle = css`
  position: fixed;
  right: ${CORNER_RIGHT_PX}px;
  bottom: ${GUESTBOOK_BOTTOM_PX}px;
  z-index: ${GUESTBOOK_Z_INDEX};
  display: flex;
  flex-direction: column;
  align-items: center;
  max-width: 140px;
  padding: ${space(2)} ${space(4)};
  border: 0;
  border-radius: ${radii.lg};
  background: ${colors.primary};
  color: ${colors.primaryText};
  box-shadow: ${shadows.popover};
  font: inherit;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.bold};
  line-height: 1.3;
  text-align: center;
  cursor: pointer;
  &:hover {
    background: ${colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focusRing};
  }
`;

const savedStyle = css`
  margin: 0;
  padding: ${space(4)};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  color: ${colors.success};
  font-weight: ${fontWeights.bold};
  text-align: center;
`;

/**
 * The guestbook of a company or job-fair page (spec 3 §2, §4, §6): a floating button with the
 * survey name on two lines that opens the survey popup.
 */
export function Guestbook({ query }: UnitProps) {
  const corporateId = guestbookCorporateId(query);
  if (!corporateId || isHiddenByDate(corporateId, new Date())) return null;
  return <GuestbookFor corporateId={corporateId} />;
}

function GuestbookFor({ corporateId }: { corporateId: string }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const services = useServices();
  const auth = useBusState('auth');
  const [open, setOpen] = useState(false);
  // Saved: the popup says so until it is closed; then the survey is done for this page view.
  const [saved, setSaved] = useState(false);
  const [done, setDone] = useState(false);
  const source: SurveySource = { kind: 'company', corporateId };
  const survey = useServerData({ key: surveySourceKey(source), load: (signal) => fetchSurvey(services.http.service, source, signal) });
  const localized = useLocalizedSurvey(survey.status === 'ready' ? survey.data : null);
  if (survey.status !== 'ready' || !localized || done || !isGuestbookShown(survey.data, auth.isAuthenticated)) return null;
  const { header } = localized;
  const [first, second] = splitInTwoLines(header.surveyName);
  return (
    <>
      <button
        type="button"
        css={buttonStyle}
        aria-haspopup="dialog"
        aria-label={`${t('survey.open')}: ${header.surveyName}`}
        onClick={() => setOpen(true)}
        data-testid="guestbook-button"
      >
        <span>{first}</span>
        {second && <span>{second}</span>}
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          if (saved) setDone(true);
        }}
        title={header.surveyName}
        closeOnBackdrop={saved}
        hideCloseButton={saved}
        maxWidth={560}
        footer={saved && <Button onClick={() => setDone(true)}>{t('survey.close')}</Button>}
      >
        {saved ? (
          // The confirmation stays in the popup until the visitor closes it (issue 21: a popup that vanishes confirms nothing).
          <p role="status" css={savedStyle} data-testid="guestbook-saved">
            ✓ {t('survey.saved')}
          </p>
        ) : (
          <SurveyForm
            header={header}
            questions={localized.question}
            untranslated={localized.untranslated}
            mode="popup"
            onSaved={() => setSaved(true)}
          />
        )}
      </Modal>
    </>
  );
}
