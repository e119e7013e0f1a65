import { randomUUID } from 'node:crypto';
import {
  SURVEY_FIELD_ASKED,
  type SurveyHeader,
  type SurveyMandatoryFlag,
  type SurveyOption,
  type SurveyQuestion,
  type SurveyQuestionType,
  type SurveyAnswerSequenceItem,
  type SurveyStudentData,
  type SurveySubmissionRecord,
} from '@klob/shared/api-contract/forms';
import type { Db } from '../../db/database.js';
import type { SurveySeed } from './demo-data.js';
import type { AcceptedSubmission } from './survey-rules.js';

interface SurveyRow {
  survey_id: string;
  corporate_id: string;
  survey_name: string;
  description: string;
  ask_name: number;
  ask_email: number;
  ask_phone: number;
  ask_student: number;
  not_login: number;
  kind: SurveyKind;
  survey_name_en: string | null;
  description_en: string | null;
}

interface QuestionRow {
  question_id: string;
  question_text: string;
  question_type: SurveyQuestionType;
  mandatory: SurveyMandatoryFlag;
  answer_note: string | null;
  template_url: string | null;
  sequence: number;
  question_text_en: string | null;
  answer_note_en: string | null;
  /** A JSON list of extensions, or null. */
  file_types: string | null;
}

interface OptionRow {
  answer_id: string;
  question_id: string;
  answer_text: string;
  others: number;
  sequence: number;
  answer_text_en: string | null;
}

/** guestbook: a company's or the job fair's popup; page: an e-form page (DECISIONS #7 decides what is mandatory). */
export type SurveyKind = 'guestbook' | 'page';

/** A survey as the popup shows it: header plus ordered questions with their options. */
export interface SurveyDefinition {
  corporateId: string;
  kind: SurveyKind;
  header: SurveyHeader;
  questions: SurveyQuestion[];
}

const flag = (asked: number) => (asked ? SURVEY_FIELD_ASKED : '');

const toHeader = (row: SurveyRow): SurveyHeader => ({
  surveyId: row.survey_id,
  surveyName: row.survey_name,
  description: row.description,
  name: flag(row.ask_name),
  email: flag(row.ask_email),
  phone: flag(row.ask_phone),
  student: flag(row.ask_student),
  notLogin: row.not_login === 1,
  en: row.survey_name_en ? { surveyName: row.survey_name_en, description: row.description_en ?? '' } : null,
});

const toOption = (row: OptionRow): SurveyOption => ({
  answerId: row.answer_id,
  answerText: row.answer_text,
  others: row.others === 1,
  otherAnswer: null,
  sequence: row.sequence,
  en: row.answer_text_en ? { answerText: row.answer_text_en } : null,
});

export function createSurveyStore(db: Db) {
  const surveyById = db.prepare<[string], SurveyRow>('SELECT * FROM surveys WHERE survey_id = ?');
  const activeSurveyOf = db.prepare<[string], SurveyRow>(
    "SELECT * FROM surveys WHERE corporate_id = ? AND active = 1 AND kind = 'guestbook' ORDER BY created_at DESC, survey_id LIMIT 1",
  );
  const activePageOf = db.prepare<[string], SurveyRow>(
    "SELECT * FROM surveys WHERE corporate_id = ? AND active = 1 AND kind = 'page' ORDER BY created_at DESC, survey_id LIMIT 1",
  );
  const questionsOf = db.prepare<[string], QuestionRow>('SELECT * FROM survey_questions WHERE survey_id = ? ORDER BY sequence');
  const optionsOf = db.prepare<[string], OptionRow>(
    `SELECT o.* FROM survey_options o JOIN survey_questions q ON q.question_id = o.question_id
     WHERE q.survey_id = ? ORDER BY o.question_id, o.sequence`,
  );
  const insertSurvey = db.prepare(
    `INSERT INTO surveys (survey_id, corporate_id, survey_name, description, ask_name, ask_email, ask_phone, not_login, kind, ask_student,
       survey_name_en, description_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertQuestion = db.prepare(
    `INSERT INTO survey_questions (question_id, survey_id, question_text, question_type, mandatory, answer_note, template_url, sequence,
       question_text_en, answer_note_en, file_types)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOption = db.prepare(
    'INSERT INTO survey_options (answer_id, question_id, answer_text, others, sequence, answer_text_en) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSubmission = db.prepare(
    'INSERT INTO survey_submissions (submission_id, survey_id, user_id, name, email, phone) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const latestSubmissionOf = db.prepare<
    [string, string],
    { submission_id: string; submitted_at: string; name: string | null; email: string | null; phone: string | null }
  >(
    `SELECT submission_id, submitted_at, name, email, phone FROM survey_submissions
     WHERE survey_id = ? AND user_id = ? ORDER BY submitted_at DESC, rowid DESC LIMIT 1`,
  );
  const submissionsOfSurvey = db.prepare<
    [string],
    { submission_id: string; submitted_at: string; name: string | null; email: string | null; phone: string | null }
  >(
    `SELECT submission_id, submitted_at, name, email, phone FROM survey_submissions
     WHERE survey_id = ? ORDER BY submitted_at DESC, rowid DESC`,
  );
  const answersOf = db.prepare<
    [string],
    { question_id: string; answer_id: string | null; answer_text: string | null; answer_sequence: string | null }
  >(
    `SELECT a.question_id, a.answer_id, a.answer_text, a.answer_sequence FROM survey_answers a
     JOIN survey_questions q ON q.question_id = a.question_id WHERE a.submission_id = ? ORDER BY q.sequence`,
  );
  const studentOf = db.prepare<[string], SurveyStudentData>(
    'SELECT nik, npwp, province_id AS provinceId, city_id AS cityId FROM survey_student_data WHERE submission_id = ?',
  );
  const insertStudent = db.prepare(
    'INSERT INTO survey_student_data (submission_id, nik, npwp, province_id, city_id) VALUES (?, ?, ?, ?, ?)',
  );
  const insertAnswer = db.prepare(
    'INSERT INTO survey_answers (submission_id, question_id, answer_id, answer_text, answer_sequence) VALUES (?, ?, ?, ?, ?)',
  );

  type SubmissionRow = { submission_id: string; submitted_at: string; name: string | null; email: string | null; phone: string | null };
  const recordOf = (surveyId: string, row: SubmissionRow): SurveySubmissionRecord => ({
    submissionId: row.submission_id,
    surveyId,
    submittedAt: row.submitted_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    student: studentOf.get(row.submission_id) ?? null,
    option: answersOf.all(row.submission_id).map((answer) => ({
      questionId: answer.question_id,
      answerId: answer.answer_id,
      answerText: answer.answer_text,
      answerSequence: answer.answer_sequence ? (JSON.parse(answer.answer_sequence) as SurveyAnswerSequenceItem[]) : null,
    })),
  });

  function definitionOf(row: SurveyRow): SurveyDefinition {
    const options = optionsOf.all(row.survey_id);
    const questions = questionsOf.all(row.survey_id).map((question): SurveyQuestion => ({
      questionId: question.question_id,
      questionText: question.question_text,
      questionType: question.question_type,
      mandatory: question.mandatory,
      answerNote: question.answer_note,
      templateUrl: question.template_url,
      sequence: question.sequence,
      option: options.filter((option) => option.question_id === question.question_id).map(toOption),
      fileTypes: question.file_types ? (JSON.parse(question.file_types) as string[]) : null,
      en: question.question_text_en ? { questionText: question.question_text_en, answerNote: question.answer_note_en } : null,
    }));
    return { corporateId: row.corporate_id, kind: row.kind, header: toHeader(row), questions };
  }

  return {
    /** The active survey of a company (or of the job fair), if it has one. */
    activeFor(corporateId: string): SurveyDefinition | undefined {
      const row = activeSurveyOf.get(corporateId);
      return row && definitionOf(row);
    },
    /** The active e-form page survey of an owner (a form event's id). */
    activePageFor(ownerId: string): SurveyDefinition | undefined {
      const row = activePageOf.get(ownerId);
      return row && definitionOf(row);
    },
    byId(surveyId: string): SurveyDefinition | undefined {
      const row = surveyById.get(surveyId);
      return row && definitionOf(row);
    },
    saveSubmission(surveyId: string, userId: string | null, accepted: AcceptedSubmission): string {
      const submissionId = `SUB-${randomUUID()}`;
      db.transaction(() => {
        insertSubmission.run(submissionId, surveyId, userId, accepted.name, accepted.email, accepted.phone);
        const { student } = accepted;
        if (student) insertStudent.run(submissionId, student.nik, student.npwp, student.provinceId, student.cityId);
        for (const answer of accepted.answers) {
          insertAnswer.run(
            submissionId,
            answer.questionId,
            answer.answerId,
            answer.answerText,
            answer.answerSequence && JSON.stringify(answer.answerSequence),
          );
        }
      })();
      return submissionId;
    },
    /** The latest submission a signed-in user made of a survey, as the api stored it. */
    latestSubmission(surveyId: string, userId: string): SurveySubmissionRecord | undefined {
      const row = latestSubmissionOf.get(surveyId, userId);
      return row && recordOf(surveyId, row);
    },
    /** Every submission of a survey, newest first (what its company collected). */
    submissionsOf(surveyId: string): SurveySubmissionRecord[] {
      return submissionsOfSurvey.all(surveyId).map((row) => recordOf(surveyId, row));
    },
    /** Seeds one survey; templateUrl is given to questions marked withTemplate. */
    insert(seed: SurveySeed, templateUrl: string | null): void {
      insertSurvey.run(
        seed.surveyId,
        seed.corporateId,
        seed.surveyName,
        seed.description,
        Number(seed.ask.name),
        Number(seed.ask.email),
        Number(seed.ask.phone),
        Number(seed.notLogin),
        seed.kind ?? 'guestbook',
        Number(seed.askStudent ?? false),
        seed.en?.surveyName ?? null,
        seed.en?.description ?? null,
      );
      seed.questions.forEach((question, questionIndex) => {
        const questionId = `${seed.surveyId}-Q${questionIndex + 1}`;
        insertQuestion.run(
          questionId,
          seed.surveyId,
          question.text,
          question.type,
          question.mandatory,
          question.answerNote ?? null,
          question.withTemplate ? templateUrl : null,
          questionIndex + 1,
          question.en?.text ?? null,
          question.en?.answerNote ?? null,
          question.fileTypes ? JSON.stringify(question.fileTypes) : null,
        );
        question.options?.forEach((option, optionIndex) =>
          insertOption.run(
            `${questionId}-A${optionIndex + 1}`,
            questionId,
            option.text,
            Number(option.others ?? false),
            optionIndex + 1,
            option.en ?? null,
          ),
        );
      });
    },
  };
}

export type SurveyStore = ReturnType<typeof createSurveyStore>;
