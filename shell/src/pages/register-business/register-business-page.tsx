import * as yup from 'yup';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { useServerMutation, useServices } from '@klob/shared';
import { COMPANY_SIZES, SITE_PATHS, type BusinessRegistrationBody, type CompanySize } from '@klob/shared/api-contract/site';
import { Button, TextField, colors } from '@klob/shared/ui';
import { companySizeOptions } from '../content/company-sizes';
import { ContentPage } from '../content/content-layout';
import { requiredEmail, requiredName, requiredPhone, withoutEmpty } from '../content/field-rules';
import { FormNotice, formStyle, twoColumnsStyle } from '../content/form-notice';
import { SelectField } from '../content/select-field';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';
import { formFields } from '../form-fields/form-fields';

interface RegistrationValues {
  companyName: string;
  industry: string;
  companySize: CompanySize;
  city: string;
  website: string;
  picName: string;
  picEmail: string;
  picPhone: string;
}

const WEBSITE = /^https?:\/\/\S+$/i;

const registrationSchema = (t: TFunction): yup.ObjectSchema<RegistrationValues> =>
  yup.object({
    companyName: requiredName(t),
    industry: requiredName(t),
    companySize: yup.mixed<CompanySize>().oneOf(COMPANY_SIZES).required(t('common.required')),
    city: requiredName(t),
    website: yup
      .string()
      .trim()
      .test('website', t('common.invalidWebsite'), (value) => !value || WEBSITE.test(value))
      .defined(),
    picName: requiredName(t),
    picEmail: requiredEmail(t),
    picPhone: requiredPhone(t),
  });

const EMPTY: RegistrationValues = {
  companyName: '',
  industry: '',
  companySize: '11-50',
  city: '',
  website: '',
  picName: '',
  picEmail: '',
  picPhone: '',
};

/** /public-content-corporate (spec 1 §2.1 "register your business"): creates a pending company in the api. */
export default function RegisterBusinessPage() {
  const { t, ready } = usePagesText();
  const { http } = useServices();
  const registering = useServerMutation({
    send: (body: BusinessRegistrationBody, signal: AbortSignal) => http.service.post(SITE_PATHS.businessRegistration, body, { signal }),
  });
  const form = useForm<RegistrationValues>({ resolver: yupResolver(registrationSchema(t)), defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  // The success notice names the company the form still holds.
  const registered = registering.status === 'done' ? form.getValues('companyName') : null;

  if (!ready) return <PageLoading />;
  const { field } = formFields(form);
  const text = (
    name: keyof RegistrationValues,
    extra: { type?: string; autoComplete?: string; required?: boolean } = { required: true },
  ) => <TextField label={t(`registerBusiness.${name}`)} {...extra} {...field(name)} />;
  const onSubmit = (values: RegistrationValues) => registering.send(withoutEmpty(values) as BusinessRegistrationBody);

  return (
    <ContentPage
      id="register-business"
      title={t('registerBusiness.title')}
      metaTitle={t('registerBusiness.metaTitle')}
      metaDescription={t('registerBusiness.metaDescription')}
      lead={t('registerBusiness.lead')}
    >
      {registered ? (
        <FormNotice tone="success" text={t('registerBusiness.sent', { company: registered })} />
      ) : (
        <form css={formStyle} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('registerBusiness.title')}>
          {registering.status === 'failed' && <FormNotice tone="error" text={t('common.sendFailed')} />}
          <h2>{t('registerBusiness.companySection')}</h2>
          <div css={twoColumnsStyle}>
            {text('companyName', { required: true, autoComplete: 'organization' })}
            {text('industry')}
            <SelectField label={t('common.companySize')} required options={companySizeOptions(t)} {...register('companySize')} />
            {text('city')}
          </div>
          {text('website', { type: 'url', autoComplete: 'url' })}
          <h2>{t('registerBusiness.picSection')}</h2>
          <div css={twoColumnsStyle}>
            {text('picName', { required: true, autoComplete: 'name' })}
            {text('picEmail', { required: true, type: 'email', autoComplete: 'email' })}
            {text('picPhone', { required: true, type: 'tel', autoComplete: 'tel' })}
          </div>
          <div>
            <Button type="submit" loading={isSubmitting}>
              {t('common.registerBusiness')}
            </Button>
          </div>
        </form>
      )}
      <p css={{ marginTop: 32 }}>
        <Link to="/klobporate-terms" css={{ color: colors.primary }}>
          {t('klobporateTerms.title')}
        </Link>
      </p>
    </ContentPage>
  );
}
