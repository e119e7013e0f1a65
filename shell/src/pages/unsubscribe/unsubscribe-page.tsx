import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { SITE_PATHS, type UnsubscribeResult } from '@klob/shared/api-contract/site';
import { Button, colors } from '@klob/shared/ui';
import { ContentPage } from '../content/content-layout';
import { FormNotice } from '../content/form-notice';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

/** /unsubscribe?token=: the newsletter link's token unsubscribes its address once the visitor confirms (no sign-in). */
export default function UnsubscribePage() {
  const { t, ready } = usePagesText();
  const { http } = useServices();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ kind: 'done'; email: string } | { kind: 'invalid' } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ready) return <PageLoading />;

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await http.service.post<Envelope<UnsubscribeResult>>(SITE_PATHS.unsubscribe, { token });
      setOutcome({ kind: 'done', email: answer.result.maskedEmail });
    } catch {
      setOutcome({ kind: 'invalid' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentPage
      id="unsubscribe"
      title={t('unsubscribe.title')}
      metaTitle={t('unsubscribe.metaTitle')}
      metaDescription={t('unsubscribe.metaDescription')}
      lead={t('unsubscribe.lead')}
    >
      {/* Opened without a newsletter link: how to use the page, not an error. */}
      {!token && <p css={{ color: colors.textMuted }}>{t('unsubscribe.missingToken')}</p>}
      {outcome?.kind === 'done' && <FormNotice tone="success" text={t('unsubscribe.done', { email: outcome.email })} />}
      {outcome?.kind === 'invalid' && <FormNotice tone="error" text={t('unsubscribe.invalid')} />}
      {token && outcome?.kind !== 'done' && (
        <Button type="button" loading={busy} onClick={confirm} css={{ marginTop: 16 }}>
          {t('unsubscribe.confirm')}
        </Button>
      )}
    </ContentPage>
  );
}
