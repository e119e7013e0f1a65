import { useSearchParams } from 'react-router-dom';
import { useServerMutation, useServices } from '@klob/shared';
import { resultOf, type Envelope } from '@klob/shared/api-contract/envelope';
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
  const unsubscribing = useServerMutation({
    send: async (tokenToSend: string, signal: AbortSignal) =>
      resultOf(
        await http.service.post<Envelope<UnsubscribeResult>>(SITE_PATHS.unsubscribe, { token: tokenToSend }, { signal }),
        SITE_PATHS.unsubscribe,
      ).maskedEmail,
  });
  if (!ready) return <PageLoading />;
  const email = unsubscribing.status === 'done' ? unsubscribing.result : null;

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
      {email !== null && <FormNotice tone="success" text={t('unsubscribe.done', { email })} />}
      {unsubscribing.status === 'failed' && <FormNotice tone="error" text={t('unsubscribe.invalid')} />}
      {token && email === null && (
        <Button type="button" loading={unsubscribing.pending} onClick={() => void unsubscribing.send(token)} css={{ marginTop: 16 }}>
          {t('unsubscribe.confirm')}
        </Button>
      )}
    </ContentPage>
  );
}
