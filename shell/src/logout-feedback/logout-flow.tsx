import { useEffect, useState } from 'react';
import { useServices } from '@klob/shared';
import { getResultOr } from '@klob/shared/api-contract/envelope';
import { FEEDBACK_PATH, type FeedbackItem, type FeedbackListQuery } from '@klob/shared/api-contract/forms';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, Modal, Spinner, space } from '@klob/shared/ui';
import { NpsForm } from './nps-form';

/** spec 1 §9: the loader before sign-out. */
export const LOGOUT_LOADER_MS = 2000;

type Step = { name: 'checking' } | { name: 'nps'; survey: FeedbackItem } | { name: 'confirm' } | { name: 'thanks' } | { name: 'leaving' };

/** The unanswered logout NPS survey, if any (the api lists unanswered items only, S1-4.4-07). */
async function findLogoutSurvey(service: ReturnType<typeof useServices>['http']['service']): Promise<FeedbackItem | null> {
  const query: FeedbackListQuery = { section: 'logout' };
  try {
    const items = await getResultOr<FeedbackItem[]>(service, FEEDBACK_PATH, [], query);
    return items.find((item) => item.type === 'NPS' && item.section === 'logout' && !item.isExist) ?? null;
  } catch (error) {
    // No survey to offer is not a reason to keep someone signed in.
    console.warn('[klob] the logout survey could not be read', error);
    return null;
  }
}

/**
 * The logout flow (spec 1 §4.4): the NPS modal when an unanswered logout survey exists, else the
 * standard confirmation; after a submit the thank-you modal (cancel drops the NPS data and stays,
 * confirm leaves); leaving shows a loader for 2 s, then signs out.
 */
export default function LogoutFlow({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  const { http, bus } = useServices();
  const [step, setStep] = useState<Step>({ name: 'checking' });

  useEffect(() => {
    let live = true;
    void findLogoutSurvey(http.service).then((survey) => {
      if (live) setStep(survey ? { name: 'nps', survey } : { name: 'confirm' });
    });
    return () => {
      live = false;
    };
  }, [http.service]);

  useEffect(() => {
    if (step.name !== 'leaving') return undefined;
    const timer = window.setTimeout(() => {
      onClose();
      bus.emit('logoutRequested', { reason: 'user' });
    }, LOGOUT_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, [step.name, bus, onClose]);

  const leave = () => setStep({ name: 'leaving' });
  const cancelButton = (
    <Button type="button" variant="secondary" onClick={onClose}>
      {t('logout.cancel')}
    </Button>
  );

  switch (step.name) {
    case 'checking':
    case 'leaving':
      return (
        <Modal open onClose={() => undefined} title={t('logout.loading')} hideCloseButton closeOnBackdrop={false}>
          <div css={{ display: 'grid', placeItems: 'center', padding: space(4) }} data-testid="logout-loader">
            <Spinner label={t('logout.loading')} />
          </div>
        </Modal>
      );
    case 'nps':
      return (
        <Modal open onClose={onClose} title={t('nps.title')} closeOnBackdrop={false} maxWidth={560}>
          <NpsForm survey={step.survey} onSubmitted={() => setStep({ name: 'thanks' })} onSkip={() => setStep({ name: 'confirm' })} />
        </Modal>
      );
    case 'thanks':
      return (
        <Modal
          open
          onClose={onClose}
          title={t('nps.thankYouTitle')}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={onClose}>
                {t('nps.thankYouCancel')}
              </Button>
              <Button type="button" onClick={leave}>
                {t('nps.thankYouConfirm')}
              </Button>
            </>
          }
        >
          <p>{t('nps.thankYouDescription')}</p>
        </Modal>
      );
    case 'confirm':
      return (
        <Modal
          open
          onClose={onClose}
          title={t('logout.title')}
          footer={
            <>
              {cancelButton}
              <Button type="button" onClick={leave}>
                {t('logout.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('logout.description')}</p>
        </Modal>
      );
  }
}
