import { SURVEY_PATHS } from '@klob/shared/api-contract/forms';
import { createFakeHttpClient, createTestServices, createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import surveyPage from './survey-page';

test('survey-page leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  const service = createFakeHttpClient({
    [`GET ${SURVEY_PATHS.eformView}`]: {
      status: 200,
      message: 'OK',
      result: {
        header: { surveyId: 'S1', surveyName: 'Survei', description: '', name: 'x', email: '', phone: '', notLogin: true },
        question: [
          {
            questionId: 'Q1',
            questionText: 'Apa?',
            questionType: 'short',
            mandatory: 'y',
            answerNote: null,
            templateUrl: null,
            sequence: 1,
            option: [],
          },
        ],
      },
    },
  });
  const services = createTestServices({ http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() } });
  await expectCleanTeardown(surveyPage, createTestUnitProps({ services, pathname: '/eform/survei-pengunjung' }));
}, 30_000);
