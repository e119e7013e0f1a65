import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MASTER_REGION_PATHS,
  SURVEY_PATHS,
  type SurveySubmission,
  type SurveySubmissionRecord,
  type SurveyView,
} from '@klob/shared/api-contract/forms';
import { mountUnit, type MountedUnit } from '@klob/shared/testing';
import surveyPageUnit from '../expose/survey-page';
import { FULL_SURVEY, SIGNED_IN, createFormsServices, envelope } from '../testing/forms-test-support';

const mounted: MountedUnit[] = [];
afterEach(async () => {
  for (const unit of mounted.splice(0)) await unit.unmount();
});

const UNIVERSITY_FORM: SurveyView = {
  header: { ...FULL_SURVEY.header!, surveyId: 'SRV-FORM-MERAPI', surveyName: 'Formulir Beasiswa', phone: '', email: '', student: 'x' },
  question: [FULL_SURVEY.question[0]!],
};

async function mountUniversityForm(stored?: SurveySubmissionRecord) {
  const setup = createFormsServices({ survey: UNIVERSITY_FORM, auth: SIGNED_IN });
  if (stored) setup.service.on('GET', SURVEY_PATHS.mySubmission, envelope(stored));
  setup.service.on(
    'GET',
    MASTER_REGION_PATHS.provinces,
    envelope([
      { provinceId: '31', provinceName: 'DKI Jakarta' },
      { provinceId: '32', provinceName: 'Jawa Barat' },
    ]),
  );
  setup.service.on('GET', MASTER_REGION_PATHS.cities, (request) =>
    envelope(
      request.options?.params?.provinceId === '32'
        ? [
            { cityId: '3273', cityName: 'Kota Bandung', provinceId: '32' },
            { cityId: '3275', cityName: 'Kota Bekasi', provinceId: '32' },
          ]
        : [{ cityId: '3171', cityName: 'Jakarta Selatan', provinceId: '31' }],
    ),
  );
  const unit = await mountUnit(surveyPageUnit, { services: setup.services, params: {}, query: {}, pathname: '/form/beasiswa-merapi-2026' });
  mounted.push(unit);
  await screen.findByTestId('student-fields');
  return setup;
}

test('S3-3-21 the university form: student data with its messages, dependent city selection, mandatory questions left', async () => {
  const setup = await mountUniversityForm();
  const user = userEvent.setup();
  const fields = screen.getByTestId('student-fields');
  const province = within(fields).getByLabelText('Provinsi');
  const city = within(fields).getByLabelText('Kota/Kabupaten');
  expect(city).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Kirim' }));
  expect(await within(fields).findByText('NIK wajib diisi')).toBeVisible();
  expect(within(fields).getByText('NPWP wajib diisi')).toBeVisible();
  expect(within(fields).getByText('Provinsi wajib dipilih')).toBeVisible();
  expect(within(fields).getByText('Kota wajib dipilih')).toBeVisible();
  expect(screen.getByTestId('mandatory-left')).toHaveTextContent('1 pertanyaan wajib belum dijawab');

  await within(province).findByRole('option', { name: 'Jawa Barat' });
  await user.selectOptions(province, '32');
  await within(city).findByRole('option', { name: 'Kota Bandung' });
  await user.selectOptions(city, '3273');
  // Another province empties the city and lists its own cities.
  await user.selectOptions(province, '31');
  await within(city).findByRole('option', { name: 'Jakarta Selatan' });
  expect(city).toHaveValue('');
  expect(setup.service.requests.filter((request) => request.url === MASTER_REGION_PATHS.cities).map((r) => r.options?.params)).toEqual([
    { provinceId: '32' },
    { provinceId: '31' },
  ]);
  await user.selectOptions(city, '3171');

  await user.type(within(fields).getByLabelText(/^NIK/), '123456789012345');
  await user.type(within(fields).getByLabelText(/^NPWP/), '12.345.678');
  await user.click(screen.getByRole('button', { name: 'Kirim' }));
  expect(await within(fields).findByText('NIK harus 16 digit angka')).toBeVisible();
  expect(within(fields).getByText('NPWP harus 15 atau 16 digit angka')).toBeVisible();

  let saved: SurveySubmission | undefined;
  setup.service.on('POST', SURVEY_PATHS.save, (request) => {
    saved = request.data as SurveySubmission;
    return envelope({ submissionId: 'SUB-U' });
  });
  await user.type(within(fields).getByLabelText(/^NIK/), '1');
  await user.type(within(fields).getByLabelText(/^NPWP/), '.9-012.345');
  await user.type(screen.getByLabelText(/^Nama/), 'Sari');
  await user.type(within(screen.getAllByTestId('survey-question')[0]!).getByRole('textbox'), 'Teknik Elektro');
  await user.click(screen.getByRole('button', { name: 'Kirim' }));
  await waitFor(() =>
    expect(saved?.student).toEqual({ nik: '1234567890123451', npwp: '123456789012345', provinceId: '31', cityId: '3171' }),
  );
});

test('S3-3-21 revisiting the form, the stored student data is back, its province and city chosen once their lists arrive', async () => {
  await mountUniversityForm({
    submissionId: 'SUB-U',
    surveyId: 'SRV-FORM-MERAPI',
    submittedAt: '2026-11-20T08:00:00.000Z',
    name: 'Sari Dewi',
    email: 'sari@klob.id',
    phone: null,
    student: { nik: '3273010101010001', npwp: '123456789012345', provinceId: '32', cityId: '3275' },
    option: [{ questionId: 'Q1', answerId: null, answerText: 'Data Analyst', answerSequence: null, file: null }],
  });
  const fields = screen.getByTestId('student-fields');
  expect(within(fields).getByLabelText(/^NIK/)).toHaveValue('3273010101010001');
  await within(fields).findByRole('option', { name: 'Kota Bekasi' });
  expect(within(fields).getByLabelText('Provinsi')).toHaveValue('32');
  expect(within(fields).getByRole('option', { name: 'Jawa Barat' })).toHaveProperty('selected', true);
  expect(within(fields).getByLabelText('Kota/Kabupaten')).toHaveValue('3275');
  expect(within(fields).getByRole('option', { name: 'Kota Bekasi' })).toHaveProperty('selected', true);
});
