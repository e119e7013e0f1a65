import { useMemo } from 'react';
import { useBusState } from '@klob/shared';
import type { SurveyHeader, SurveyQuestion, SurveyView } from '@klob/shared/api-contract/forms';
import type { Language } from '@klob/shared';

/** How much of a survey has no text in the page's language: none, some of it, or all of it (issue 21). */
export type UntranslatedPart = 'none' | 'some' | 'all';

export interface LocalizedSurvey {
  header: SurveyHeader;
  question: SurveyQuestion[];
  untranslated: UntranslatedPart;
}

const questionIn = (question: SurveyQuestion): SurveyQuestion => ({
  ...question,
  questionText: question.en?.questionText ?? question.questionText,
  answerNote: question.en?.answerNote ?? question.answerNote,
  option: question.option.map((option) => ({ ...option, answerText: option.en?.answerText ?? option.answerText })),
});

const isTranslated = (question: SurveyQuestion) => Boolean(question.en) && question.option.every((option) => option.en);

/**
 * A survey's texts in the page's language. Indonesian is the survey's own; in English the api's English
 * name, description, questions, notes and options replace them where it has them, and what it lacks is
 * reported once (a note that the form is in Indonesian only). Ids are kept, so answers are the same;
 * the api stores each option's own text whatever the page showed.
 */
export function localizeSurvey(header: SurveyHeader, questions: readonly SurveyQuestion[], language: Language): LocalizedSurvey {
  if (language === 'id') return { header, question: [...questions], untranslated: 'none' };
  const localizedHeader = header.en ? { ...header, surveyName: header.en.surveyName, description: header.en.description } : header;
  const translatedQuestions = questions.filter(isTranslated).length;
  const untranslated: UntranslatedPart =
    !header.en && translatedQuestions === 0 ? 'all' : header.en && translatedQuestions === questions.length ? 'none' : 'some';
  return { header: localizedHeader, question: questions.map(questionIn), untranslated };
}

/** The survey of a loaded view in the language the bus says, recomputed when the language changes. */
export function useLocalizedSurvey(view: SurveyView | null): LocalizedSurvey | null {
  const language = useBusState('language');
  return useMemo(() => (view?.header ? localizeSurvey(view.header, view.question, language) : null), [view, language]);
}
