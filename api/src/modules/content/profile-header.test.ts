import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import { fileUrlOf } from '@klob/shared/api-contract/forms';
import { DEMO_HR_ID, DEMO_KLOBBER_ID } from '../core/demo-data.js';
import { demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';
import { mp4File, pdfFile, pngFile } from '../uploads/test-files.js';

const running = setUpTestApi();

const upload = async (bytes: Buffer, originalFilename: string, as: DemoAccount) =>
  (await running.call<string>('POST', '/rest/open/s3/upload', { body: { base64: bytes.toString('base64'), originalFilename }, as })).body
    .result as string;
const header = (userId: string, as?: DemoAccount) => running.call('GET', PROFILE_PATHS.header(userId), { as });

describe('the profile header (spec 3 §3, issue 14)', () => {
  test('the owner gets the header with isOwner, the strength percent and the CV; a visitor gets no CV', async () => {
    const own = await header(DEMO_KLOBBER_ID, demoKlobber);
    expect(own.httpStatus).toBe(200);
    expect(own.body.result).toMatchObject({ userId: DEMO_KLOBBER_ID, isOwner: true, strengthPercent: 100 });
    const visitor = await header(DEMO_KLOBBER_ID);
    expect(visitor.body.result).toMatchObject({ isOwner: false, cvUrl: null });
    expect((await header('USR-NOBODY')).httpStatus).toBe(404);
  });

  test('a saved photo completes the profile-picture section of the profile strength', async () => {
    const section = async () =>
      (await running.call('GET', `/rest/open/profile/strength/data?userId=${DEMO_HR_ID}`)).body.result.progressSection.sections.find(
        (s: { sectionKey: string }) => s.sectionKey === 'profile-picture',
      );
    await running.api.ctx.sql.run("DELETE FROM profile_section_progress WHERE user_id = ? AND section_key = 'profile-picture'", [
      DEMO_HR_ID,
    ]);
    expect((await section()).completed).toBe(false);
    await running.call('POST', PROFILE_PATHS.photo, {
      as: demoHr,
      body: { fileUrl: fileUrlOf(await upload(pngFile(), 'foto.png', demoHr)) },
    });
    expect((await section()).completed).toBe(true);
  });

  test('the owner sets a photo only from an image of their own upload', async () => {
    const key = await upload(pngFile(), 'foto.png', demoKlobber);
    const saved = await running.call('POST', PROFILE_PATHS.photo, { as: demoKlobber, body: { fileUrl: fileUrlOf(key) } });
    expect(saved.httpStatus).toBe(200);
    expect((await header(DEMO_KLOBBER_ID)).body.result.profilePictureUrl).toBe(fileUrlOf(key));

    const othersKey = await upload(pngFile(), 'foto.png', demoHr);
    const someoneElses = await running.call('POST', PROFILE_PATHS.photo, { as: demoKlobber, body: { fileUrl: fileUrlOf(othersKey) } });
    expect(someoneElses.httpStatus).toBe(400);
    const pdfKey = await upload(pdfFile(), 'cv.pdf', demoKlobber);
    expect((await running.call('POST', PROFILE_PATHS.photo, { as: demoKlobber, body: { fileUrl: fileUrlOf(pdfKey) } })).httpStatus).toBe(
      400,
    );
    expect(
      (await running.call('POST', PROFILE_PATHS.photo, { as: demoKlobber, body: { fileUrl: 'https://elsewhere.test/a.png' } })).httpStatus,
    ).toBe(400);
    expect((await running.call('POST', PROFILE_PATHS.photo, { body: { fileUrl: fileUrlOf(key) } })).httpStatus).toBe(401);
  });

  test('the owner sets the working status; an unknown status answers 400', async () => {
    const saved = await running.call('POST', PROFILE_PATHS.workingStatus, { as: demoHr, body: { workingStatus: 'open-to-work' } });
    expect(saved.httpStatus).toBe(200);
    expect((await header(DEMO_HR_ID)).body.result.workingStatus).toBe('open-to-work');
    expect((await running.call('POST', PROFILE_PATHS.workingStatus, { as: demoHr, body: { workingStatus: 'bored' } })).httpStatus).toBe(
      400,
    );
  });

  test('the owner sets a profile video only from an mp4 of their own upload', async () => {
    const mp4 = await upload(mp4File(10), 'perkenalan.mp4', demoKlobber);
    expect((await running.call('POST', PROFILE_PATHS.video, { as: demoKlobber, body: { fileUrl: fileUrlOf(mp4) } })).httpStatus).toBe(200);
    expect((await header(DEMO_KLOBBER_ID)).body.result.profileVideoUrl).toBe(fileUrlOf(mp4));
    const png = await upload(pngFile(), 'foto.png', demoKlobber);
    expect((await running.call('POST', PROFILE_PATHS.video, { as: demoKlobber, body: { fileUrl: fileUrlOf(png) } })).httpStatus).toBe(400);
  });
});
