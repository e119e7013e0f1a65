import { useServices } from '@klob/shared';
import { jobShortPath } from '@klob/shared/links';
import { Button } from '@klob/shared/ui';
import { useJourneyText } from '../common/use-journey';

/**
 * 'Bagikan': copies the job's short link /{hash} (spec 1 §2.4), which the shell turns back into this
 * job page for whoever opens it, signed in or not. Where the browser refuses the clipboard the toast
 * shows the link to copy by hand.
 */
export function ShareJobButton({ klobVacancyCode }: { klobVacancyCode: string }) {
  const { bus } = useServices();
  const { t } = useJourneyText();
  const share = async () => {
    const url = `${window.location.origin}${jobShortPath(klobVacancyCode)}`;
    try {
      await navigator.clipboard.writeText(url);
      bus.emit('toast', { kind: 'success', message: t('jobDetail.linkCopied', { url }) });
    } catch {
      bus.emit('toast', { kind: 'info', message: t('jobDetail.copyLinkByHand', { url }) });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()} data-testid="job-share-button" data-short-link={jobShortPath(klobVacancyCode)}>
      {t('jobDetail.share')}
    </Button>
  );
}
