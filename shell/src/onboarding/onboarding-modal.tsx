import { css } from '@emotion/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage, sharedReads, useServerData, useServices } from '@klob/shared';
import type { LocalizedText } from '@klob/shared/api-contract/content';
import type { OnboardingOutcome, OnboardingStep } from '@klob/shared/api-contract/onboarding';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, Modal, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { onboardingApi } from './onboarding-api';
import { onboardingShown } from './onboarding-rules';

const stepListStyle = css`
  display: grid;
  gap: ${space(2)};
  margin: ${space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const stepStyle = css`
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: ${space(1)} ${space(3)};
  align-items: start;
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  &[data-done='true'] {
    background: ${colors.surfaceMuted};
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.bold};
    justify-self: start;
  }
`;

const markStyle = css`
  grid-row: span 3;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${colors.primary};
  color: ${colors.primary};
  font-weight: ${fontWeights.bold};
  [data-done='true'] > & {
    border-color: ${colors.success};
    background: ${colors.success};
    color: ${colors.surface};
  }
`;

/**
 * The onboarding modal (spec 1 §2.9): a new Klobber's first steps from the onboarding master data.
 * Following a step, 'Mulai Sekarang', 'Lewati', the close button and Escape all finish it for good.
 */
export function OnboardingModal({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('shell');
  const { http } = useServices();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [finished, setFinished] = useState(false);
  const master = useServerData(sharedReads.onboarding(http.service, userId));
  const data = master.status === 'ready' ? master.data : null;
  if (finished || !data?.steps || !onboardingShown(pathname, data)) return null;

  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const pick = (text: LocalizedText | null) => (text ? text[language] || text.id : '');
  const steps = data.steps;
  const doneCount = steps.filter((step) => step.done).length;
  const nextStep = steps.find((step) => !step.done) ?? steps[0];

  // Not a useServerMutation: these records are sent on the click that closes the modal and often leaves for a page
  // without overlays (/profile-completeness), which unmounts it; the hook would abort them there. Nothing waits on
  // the answer (the modal is gone for good either way), so a failure is only logged.
  const finish = (outcome: OnboardingOutcome) => {
    setFinished(true);
    onboardingApi.finish(http.service, outcome).catch((error: unknown) => console.error('[klob] onboarding could not be finished', error));
  };
  const follow = (step: OnboardingStep) => {
    onboardingApi
      .followStep(http.service, step.stepKey)
      .catch((error: unknown) => console.error('[klob] onboarding step not recorded', error));
    finish('completed');
  };

  return (
    <Modal
      open
      onClose={() => finish('dismissed')}
      title={pick(data.title) || t('onboarding.title')}
      maxWidth={560}
      footer={
        <>
          <Button variant="secondary" onClick={() => finish('dismissed')}>
            {t('onboarding.skip')}
          </Button>
          <Button
            onClick={() => {
              if (nextStep) {
                follow(nextStep);
                navigate(nextStep.linkPath);
              } else finish('completed');
            }}
          >
            {t('onboarding.done')}
          </Button>
        </>
      }
    >
      <div data-testid="onboarding-modal">
        {data.intro && <p css={{ margin: 0 }}>{pick(data.intro)}</p>}
        <p css={{ margin: `${space(2)} 0 0`, fontWeight: fontWeights.bold }}>
          {t('onboarding.progress', { done: doneCount, total: steps.length })}
        </p>
        <ol css={stepListStyle}>
          {steps.map((step, index) => (
            <li key={step.stepKey} css={stepStyle} data-done={step.done} data-testid="onboarding-step">
              <span css={markStyle} aria-hidden="true">
                {step.done ? '✓' : index + 1}
              </span>
              <strong>
                {pick(step.title)}
                {step.done && <span css={{ color: colors.success, fontSize: fontSizes.sm }}>{` · ${t('onboarding.stepDone')}`}</span>}
              </strong>
              <p>{pick(step.description)}</p>
              {!step.done && (
                <Link to={step.linkPath} onClick={() => follow(step)} aria-label={`${t('onboarding.openStep')}: ${pick(step.title)}`}>
                  {t('onboarding.openStep')}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </div>
    </Modal>
  );
}
