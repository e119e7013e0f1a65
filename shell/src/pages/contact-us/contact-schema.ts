import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { CONTACT_MESSAGE_MIN_LENGTH, CONTACT_TOPICS, SITE_MESSAGE_MAX_LENGTH, type ContactTopic } from '@klob/shared/api-contract/site';
import { phoneRule, requiredEmail, requiredName } from '../content/field-rules';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  topic: ContactTopic;
  message: string;
}

export const contactSchema = (t: TFunction): yup.ObjectSchema<ContactValues> =>
  yup.object({
    name: requiredName(t),
    email: requiredEmail(t),
    phone: phoneRule(t).defined(),
    topic: yup.mixed<ContactTopic>().oneOf(CONTACT_TOPICS).required(t('common.required')),
    message: yup
      .string()
      .trim()
      .required(t('common.required'))
      .min(CONTACT_MESSAGE_MIN_LENGTH, t('common.messageTooShort'))
      .max(SITE_MESSAGE_MAX_LENGTH, t('common.tooLong', { max: SITE_MESSAGE_MAX_LENGTH })),
  });
