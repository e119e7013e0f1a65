import { useServerData, useServices } from '@klob/shared';
import type { MasterCity, MasterProvince, SurveyQuestion, SurveyView } from '@klob/shared/api-contract/forms';
import type { FieldErrors } from 'react-hook-form';
import type { SurveyValues } from '../survey/survey-values';
import { fetchCities, fetchProvinces } from './region-api';

const NONE: never[] = [];

export interface UniversityFormState {
  /** The form's survey. */
  dataFormSurvey: SurveyView;
  /** NIK, NPWP, province and city as typed. */
  dataStudent: SurveyValues['student'];
  /** The answers, one per question. */
  answerList: SurveyValues['answers'];
  provinces: MasterProvince[];
  /** The cities of the chosen province (empty until one is chosen). */
  cities: MasterCity[];
  selectedProvince: MasterProvince | null;
  selectedCity: MasterCity | null;
  /** The ids of mandatory questions that still have an error. */
  errorsMandatory: string[];
}

/**
 * The university form's state holder (spec 3 §3): the survey, the student data, the answers, the
 * master provinces and the cities of the chosen province, and the mandatory questions left.
 */
export function useUniversityForm(
  survey: SurveyView,
  values: Pick<SurveyValues, 'student' | 'answers'>,
  errors: FieldErrors<SurveyValues>,
  isMandatory: (question: SurveyQuestion) => boolean,
): UniversityFormState {
  const services = useServices();
  const { provinceId, cityId } = values.student;
  const provinces = useServerData({
    key: 'forms:provinces',
    load: (signal) => fetchProvinces(services.http.service, signal),
    keepForPage: true,
  });
  const cities = useServerData({
    key: `forms:cities?provinceId=${provinceId}`,
    load: (signal) => (provinceId ? fetchCities(services.http.service, provinceId, signal) : Promise.resolve([])),
  });
  const provinceList = provinces.status === 'ready' ? provinces.data : NONE;
  const cityList = cities.status === 'ready' ? cities.data : NONE;
  return {
    dataFormSurvey: survey,
    dataStudent: values.student,
    answerList: values.answers,
    provinces: provinceList,
    cities: cityList,
    selectedProvince: provinceList.find((province) => province.provinceId === provinceId) ?? null,
    selectedCity: cityList.find((city) => city.cityId === cityId) ?? null,
    errorsMandatory: survey.question
      .filter((question, index) => isMandatory(question) && errors.answers?.[index])
      .map((question) => question.questionId),
  };
}
