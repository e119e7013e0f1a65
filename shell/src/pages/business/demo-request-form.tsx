import * as yup from 'yup';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { useServerMutation, useServices } from '@klob/shared';
import { COMPANY_SIZES, SITE_MESSAGE_MAX_LENGTH, SITE_PATHS, type CompanySize, type DemoRequestBody } from '@klob/shared/api-contract/site';
import { Button, FormField, TextField } from '@klob/shared/ui';
import { companySizeOptions } from '../content/company-sizes';
import { requiredEmail, requiredName, requiredPhone, withoutEmpty } from '../content/field-rules';
import { FormNotice, formStyle, textAreaStyle, twoColumnsStyle } from '../content/form-notice';
import { SelectField } from '../content/select-field';
import { utmOf } from '../content/utm';
import { formFields } from '../form-fields/form-fields';

interface DemoValues {
  name: string;
  workEmail: string;
  phone: string;
  companyName: string;
  companySize: CompanySize;
  note: string;
}

const demoSchema = (t: TFunction): yup.ObjectSchema<DemoValues> =>
  yup.object({
    name: requiredName(t),
    workEmail: requiredEmail(t),
    phone: requiredPhone(t),
    companyName: requiredName(t),
    companySize: yup.mixed<CompanySize>().oneOf(COMPANY_SIZES).required(t('common.required')),
    note: yup
      .string()
      .trim()
      .max(SITE_MESSAGE_MAX_LENGTH, t('common.tooLong', { max: SITE_MESSAGE_MAX_LENGTH }))
      .defined(),
  });

const EMPTY: DemoValues = { name: '', workEmail: '', phone: '', companyName: '', companySize: '11-50', note: '' };

/** The demo request of /klobforbusiness#request-demo, stored by the api with the visit's campaign. */
export function DemoRequestForm({ t }: { t: TFunction }) {
  const { http } = useServices();
  const [query] = useSearchParams();
  const form = useForm<DemoValues>({ resolver: yupResolver(demoSchema(t)), defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const { field, feedback } = formFields(form);
  const sending = useServerMutation({
    send: (body: DemoRequestBody, signal: AbortSignal) => http.service.post(SITE_PATHS.demoRequest, body, { signal }),
  });
  // The success notice names the company the form still holds.
  const sentFor = sending.status === 'done' ? form.getValues('companyName') : null;

  const onSubmit = (values: DemoValues) => sending.send(withoutEmpty({ ...values, ...utmOf(query) }));

  if (sentFor) return <FormNotice tone="success" text={t('business.demoSent', { company: sentFor })} />;
  return (
    <form css={formStyle} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('business.demoTitle')}>
      {sending.status === 'failed' && <FormNotice tone="error" text={t('common.sendFailed')} />}
      <div css={twoColumnsStyle}>
        <TextField label={t('business.demoName')} autoComplete="name" required {...field('name')} />
        <TextField label={t('business.demoWorkEmail')} type="email" autoComplete="email" required {...field('workEmail')} />
        <TextField label={t('business.demoPhone')} type="tel" autoComplete="tel" required {...field('phone')} />
        <TextField label={t('business.demoCompany')} autoComplete="organization" required {...field('companyName')} />
      </div>
      <SelectField label={t('common.companySize')} required options={companySizeOptions(t)} {...register('companySize')} />
      <FormField label={t('business.demoNote')} {...feedback('note')}>
        {(control) => <textarea rows={4} css={textAreaStyle} {...control} {...register('note')} />}
      </FormField>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('common.requestDemo')}
        </Button>
      </div>
    </form>
  );
}
