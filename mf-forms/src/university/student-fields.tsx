import { css } from '@emotion/react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { SurveyQuestion, SurveyView } from '@klob/shared/api-contract/forms';
import { useTranslation } from '@klob/shared/react-i18n';
import { TextField, colors, fontSizes, fontWeights, space, inputStyle } from '@klob/shared/ui';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import type { SurveyValues } from '../survey/survey-values';
import { useUniversityForm } from './use-university-form';

export interface StudentFieldsProps {
  survey: SurveyView;
  control: Control<SurveyValues>;
  register: UseFormRegister<SurveyValues>;
  setValue: UseFormSetValue<SurveyValues>;
  errors: FieldErrors<SurveyValues>;
  isMandatory(question: SurveyQuestion): boolean;
  idOf(key: string): string;
}

const sectionStyle = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;
const legendStyle = css`
  margin-bottom: ${space(3)};
  padding: 0;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};
`;
const selectFieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;
const errorStyle = css`
  margin: 0;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.regular};
  color: ${colors.danger};
`;
const leftStyle = css`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** The university form's student data (spec 3 §3): NIK, NPWP, and a province with its dependent city. */
export function StudentFields({ survey, control, register, setValue, errors, isMandatory, idOf }: StudentFieldsProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const student = useWatch({ control, name: 'student' });
  const answers = useWatch({ control, name: 'answers' });
  const state = useUniversityForm(survey, { student, answers }, errors, isMandatory);
  const studentErrors = errors.student;
  const errorText = (message: string | undefined) => (message ? t(message) : null);
  const province = register('student.provinceId', {
    // A new province empties the city: the old one is not in its list.
    onChange: () => setValue('student.cityId', ''),
  });
  return (
    <fieldset css={sectionStyle} data-testid="student-fields">
      <legend css={legendStyle}>{t('student.title')}</legend>
      <TextField
        id={idOf('student.nik')}
        label={t('student.nik')}
        placeholder={t('student.nikPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errorText(studentErrors?.nik?.message)}
        touched={Boolean(studentErrors?.nik)}
        {...register('student.nik')}
      />
      <TextField
        id={idOf('student.npwp')}
        label={t('student.npwp')}
        placeholder={t('student.npwpPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errorText(studentErrors?.npwp?.message)}
        touched={Boolean(studentErrors?.npwp)}
        {...register('student.npwp')}
      />
      <div css={selectFieldStyle}>
        <label htmlFor={idOf('student.provinceId')}>{t('student.province')}</label>
        <select
          id={idOf('student.provinceId')}
          css={inputStyle}
          aria-invalid={studentErrors?.provinceId ? true : undefined}
          required
          {...province}
          // Held by the form's value, so a stored choice shows once the list it is in arrives.
          value={student.provinceId}
        >
          <option value="">{t('student.choose')}</option>
          {state.provinces.map((item) => (
            <option key={item.provinceId} value={item.provinceId}>
              {item.provinceName}
            </option>
          ))}
        </select>
        {studentErrors?.provinceId && (
          <span css={errorStyle} role="alert">
            {errorText(studentErrors.provinceId.message)}
          </span>
        )}
      </div>
      <div css={selectFieldStyle}>
        <label htmlFor={idOf('student.cityId')}>{t('student.city')}</label>
        <select
          id={idOf('student.cityId')}
          css={inputStyle}
          aria-invalid={studentErrors?.cityId ? true : undefined}
          disabled={!state.selectedProvince}
          required
          {...register('student.cityId')}
          value={student.cityId}
        >
          <option value="">{state.selectedProvince ? t('student.choose') : t('student.chooseProvinceFirst')}</option>
          {state.cities.map((item) => (
            <option key={item.cityId} value={item.cityId}>
              {item.cityName}
            </option>
          ))}
        </select>
        {studentErrors?.cityId && (
          <span css={errorStyle} role="alert">
            {errorText(studentErrors.cityId.message)}
          </span>
        )}
      </div>
      {state.errorsMandatory.length > 0 && (
        <p css={leftStyle} data-testid="mandatory-left">
          {t('student.mandatoryLeft', { count: state.errorsMandatory.length })}
        </p>
      )}
    </fieldset>
  );
}
