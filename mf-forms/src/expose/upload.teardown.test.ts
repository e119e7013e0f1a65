import { UPLOAD_PATHS } from '@klob/shared/api-contract/forms';
import { createFakeHttpClient, createTestServices, createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import upload from './upload';

test('upload leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  const service = createFakeHttpClient({
    [`GET ${UPLOAD_PATHS.attachmentRules}`]: { status: 200, message: 'OK', result: [] },
  });
  const services = createTestServices({ http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() } });
  await expectCleanTeardown(upload, createTestUnitProps({ services, query: { uploadId: 'profile-photo', maxFiles: '2', shape: 'round' } }));
}, 30_000);
