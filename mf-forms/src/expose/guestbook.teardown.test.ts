import { SURVEY_PATHS } from '@klob/shared/api-contract/forms';
import { createFakeHttpClient, createTestServices, createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import guestbook from './guestbook';

test('guestbook leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  const service = createFakeHttpClient({
    [`GET ${SURVEY_PATHS.view}`]: {
      status: 200,
      message: 'OK',
      result: {
        header: { surveyId: 'S1', surveyName: 'Buku Tamu', description: '<p>Halo</p>', name: 'x', email: 'x', phone: '', notLogin: true },
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
  await expectCleanTeardown(guestbook, createTestUnitProps({ services, query: { corporateId: 'CORP-MERAPI' } }));
}, 30_000);
