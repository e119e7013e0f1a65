import type { SurveyHeader, SurveyQuestion } from '@klob/shared/api-contract/forms';
import { localizeSurvey } from './localized-survey';

const header: SurveyHeader = {
  surveyId: 'S1',
  surveyName: 'Survei Pengunjung',
  description: '<p>Bantu kami</p>',
  name: 'x',
  email: 'x',
  phone: '',
  notLogin: true,
  en: { surveyName: 'Visitor Survey', description: '<p>Help us</p>' },
};
const question = (questionId: string, en: boolean): SurveyQuestion => ({
  questionId,
  questionText: 'Dari mana kamu mengenal Klob?',
  questionType: 'multiple choice',
  mandatory: 'y',
  answerNote: 'Pilih satu',
  templateUrl: null,
  sequence: 1,
  option: [
    {
      answerId: `${questionId}-A1`,
      answerText: 'Kampus',
      others: false,
      otherAnswer: null,
      sequence: 1,
      en: en ? { answerText: 'Campus' } : null,
    },
  ],
  en: en ? { questionText: 'How did you hear about Klob?', answerNote: 'Choose one' } : null,
});

test('in English the api’s English texts replace the Indonesian ones; ids stay', () => {
  const localized = localizeSurvey(header, [question('Q1', true)], 'en');
  expect(localized.header.surveyName).toBe('Visitor Survey');
  expect(localized.header.description).toBe('<p>Help us</p>');
  expect(localized.question[0]).toMatchObject({ questionId: 'Q1', questionText: 'How did you hear about Klob?', answerNote: 'Choose one' });
  expect(localized.question[0]!.option[0]).toMatchObject({ answerId: 'Q1-A1', answerText: 'Campus' });
  expect(localized.untranslated).toBe('none');
});

test('what has no English stays Indonesian and is reported: some of it, or all of it', () => {
  expect(localizeSurvey(header, [question('Q1', true), question('Q2', false)], 'en').untranslated).toBe('some');
  const indonesianOnly = localizeSurvey({ ...header, en: null }, [question('Q1', false)], 'en');
  expect(indonesianOnly.untranslated).toBe('all');
  expect(indonesianOnly.header.surveyName).toBe('Survei Pengunjung');
  expect(indonesianOnly.question[0]!.questionText).toBe('Dari mana kamu mengenal Klob?');
});

test('in Indonesian the survey is shown as it is', () => {
  const localized = localizeSurvey(header, [question('Q1', true)], 'id');
  expect(localized.header.surveyName).toBe('Survei Pengunjung');
  expect(localized.question[0]!.option[0]!.answerText).toBe('Kampus');
  expect(localized.untranslated).toBe('none');
});
