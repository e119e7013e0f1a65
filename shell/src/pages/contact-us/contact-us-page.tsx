import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router-dom';
import { useServerMutation, useServices } from '@klob/shared';
import { CONTACT_TOPICS, SITE_PATHS, type ContactMessageBody } from '@klob/shared/api-contract/site';
import { Button, FormField, TextField, space } from '@klob/shared/ui';
import { ContentPage, cardStyle } from '../content/content-layout';
import { withoutEmpty } from '../content/field-rules';
import { FormNotice, formStyle, textAreaStyle } from '../content/form-notice';
import { SelectField } from '../content/select-field';
import { usePagesText } from '../content/use-pages-text';
import { utmOf } from '../content/utm';
import { PageLoading } from '../notice/page-loading';
import { contactSchema, type ContactValues } from './contact-schema';
import { formFields } from '../form-fields/form-fields';

const EMPTY: ContactValues = { name: '', email: '', phone: '', topic: 'other', message: '' };

/**
 * /contactus: a message to the Klob team, stored by the api with the campaign of the visit
 * (utm_source, utm_medium, utm_campaign of the URL or of local storage, spec 1 §2.1).
 */
export default function ContactUsPage() {
  const { t, ready } = usePagesText();
  const { http } = useServices();
  const [query] = useSearchParams();
  const form = useForm<ContactValues>({ resolver: yupResolver(contactSchema(t)), defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  const sending = useServerMutation({
    send: (body: ContactMessageBody, signal: AbortSignal) => http.service.post(SITE_PATHS.contactMessage, body, { signal }),
    onDone: () => reset(EMPTY),
  });

  if (!ready) return <PageLoading />;
  const { field, feedback } = formFields(form);
  const onSubmit = (values: ContactValues) => sending.send(withoutEmpty({ ...values, ...utmOf(query) }));

  return (
    <ContentPage
      id="contact-us"
      title={t('contactUs.title')}
      metaTitle={t('contactUs.metaTitle')}
      metaDescription={t('contactUs.metaDescription')}
      lead={t('contactUs.lead')}
    >
      <div
        css={{
          display: 'grid',
          gap: space(8),
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
          '@media (max-width: 768px)': { gridTemplateColumns: '1fr' },
        }}
      >
        {sending.status === 'done' ? (
          <div css={formStyle}>
            <FormNotice tone="success" text={t('contactUs.sent')} />
            <div>
              <Button type="button" variant="secondary" onClick={sending.reset}>
                {t('contactUs.sendAnother')}
              </Button>
            </div>
          </div>
        ) : (
          <form css={formStyle} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('contactUs.title')}>
            {sending.status === 'failed' && <FormNotice tone="error" text={t('common.sendFailed')} />}
            <TextField label={t('contactUs.name')} autoComplete="name" required {...field('name')} />
            <TextField label={t('contactUs.email')} type="email" autoComplete="email" required {...field('email')} />
            <TextField label={t('contactUs.phone')} type="tel" autoComplete="tel" {...field('phone')} />
            <SelectField
              label={t('contactUs.topic')}
              required
              options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contactUs.topics.${topic}`) }))}
              {...field('topic')}
            />
            <FormField label={t('contactUs.message')} required {...feedback('message')}>
              {(control) => <textarea rows={6} css={textAreaStyle} {...control} {...register('message')} />}
            </FormField>
            <div>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? t('common.sending') : t('common.send')}
              </Button>
            </div>
          </form>
        )}
        <aside css={cardStyle}>
          <h2 css={{ marginTop: 0 }}>{t('contactUs.otherWays')}</h2>
          <p>{t('contactUs.emailAddress')}</p>
          <p>{t('contactUs.address')}</p>
        </aside>
      </div>
    </ContentPage>
  );
}
