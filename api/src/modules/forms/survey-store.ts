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
import type { Sql } from '../../db/sql.js';
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

type SubmissionRow = { submission_id: string; submitted_at: string; name: string | null; email: string | null; phone: string | null };

/** Newest first; the same millisecond (the default's precision) in the order of the ids, as both engines order text. */
const SUBMISSIONS_NEWEST_FIRST = 'ORDER BY submitted_at DESC, submission_id DESC';

export function createSurveyStore(sql: Sql) {
  const recordOf = async (surveyId: string, row: SubmissionRow): Promise<SurveySubmissionRecord> => ({
    submissionId: row.submission_id,
    surveyId,
    submittedAt: row.submitted_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    student:
      (await sql.get<SurveyStudentData>(
        'SELECT nik, npwp, province_id AS "provinceId", city_id AS "cityId" FROM survey_student_data WHERE submission_id = ?',
        [row.submission_id],
      )) ?? null,
    option: (
      await sql.all<{ question_id: string; answer_id: string | null; answer_text: string | null; answer_sequence: string | null }>(
        `SELECT a.question_id, a.answer_id, a.answer_text, a.answer_sequence FROM survey_answers a
         JOIN survey_questions q ON q.question_id = a.question_id WHERE a.submission_id = ? ORDER BY q.sequence`,
        [row.submission_id],
      )
    ).map((answer) => ({
      questionId: answer.question_id,
      answerId: answer.answer_id,
      answerText: answer.answer_text,
      answerSequence: answer.answer_sequence ? (JSON.parse(answer.answer_sequence) as SurveyAnswerSequenceItem[]) : null,
    })),
  });

  async function definitionOf(row: SurveyRow | undefined): Promise<SurveyDefinition | undefined> {
    if (!row) return undefined;
    const options = await sql.all<OptionRow>(
      `SELECT o.* FROM survey_options o JOIN survey_questions q ON q.question_id = o.question_id
       WHERE q.survey_id = ? ORDER BY o.question_id, o.sequence`,
      [row.survey_id],
    );
    const questionRows = await sql.all<QuestionRow>('SELECT * FROM survey_questions WHERE survey_id = ? ORDER BY sequence', [
      row.survey_id,
    ]);
    const questions = questionRows.map((question): SurveyQuestion => ({
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
  const activeOfKind = async (ownerId: string, kind: SurveyKind) =>
    definitionOf(
      await sql.get<SurveyRow>(
        'SELECT * FROM surveys WHERE corporate_id = ? AND active = 1 AND kind = ? ORDER BY created_at DESC, survey_id LIMIT 1',
        [ownerId, kind],
      ),
    );

  return {
    /** The active survey of a company (or of the job fair), if it has one. */
    activeFor: (corporateId: string) => activeOfKind(corporateId, 'guestbook'),
    /** The active e-form page survey of an owner (a form event's id). */
    activePageFor: (ownerId: string) => activeOfKind(ownerId, 'page'),
    byId: async (surveyId: string) => definitionOf(await sql.get<SurveyRow>('SELECT * FROM surveys WHERE survey_id = ?', [surveyId])),
    async saveSubmission(surveyId: string, userId: string | null, accepted: AcceptedSubmission): Promise<string> {
      const submissionId = `SUB-${randomUUID()}`;
      await sql.transaction(async (tx) => {
        await tx.run('INSERT INTO survey_submissions (submission_id, survey_id, user_id, name, email, phone) VALUES (?, ?, ?, ?, ?, ?)', [
          submissionId,
          surveyId,
          userId,
          accepted.name,
          accepted.email,
          accepted.phone,
        ]);
        const { student } = accepted;
        if (student) {
          await tx.run('INSERT INTO survey_student_data (submission_id, nik, npwp, province_id, city_id) VALUES (?, ?, ?, ?, ?)', [
            submissionId,
            student.nik,
            student.npwp,
            student.provinceId,
            student.cityId,
          ]);
        }
        for (const answer of accepted.answers) {
          await tx.run(
            'INSERT INTO survey_answers (submission_id, question_id, answer_id, answer_text, answer_sequence) VALUES (?, ?, ?, ?, ?)',
            [
              submissionId,
              answer.questionId,
              answer.answerId,
              answer.answerText,
              answer.answerSequence && JSON.stringify(answer.answerSequence),
            ],
          );
        }
      });
      return submissionId;
    },
    /** The latest submission a signed-in user made of a survey, as the api stored it. */
    async latestSubmission(surveyId: string, userId: string): Promise<SurveySubmissionRecord | undefined> {
      const row = await sql.get<SubmissionRow>(
        `SELECT submission_id, submitted_at, name, email, phone FROM survey_submissions
         WHERE survey_id = ? AND user_id = ? ${SUBMISSIONS_NEWEST_FIRST} LIMIT 1`,
        [surveyId, userId],
      );
      return row && recordOf(surveyId, row);
    },
    /** Every submission of a survey, newest first (what its company collected). */
    async submissionsOf(surveyId: string): Promise<SurveySubmissionRecord[]> {
      const rows = await sql.all<SubmissionRow>(
        `SELECT submission_id, submitted_at, name, email, phone FROM survey_submissions WHERE survey_id = ? ${SUBMISSIONS_NEWEST_FIRST}`,
        [surveyId],
      );
      const records: SurveySubmissionRecord[] = [];
      for (const row of rows) records.push(await recordOf(surveyId, row));
      return records;
    },
    /** Seeds one survey; templateUrl is given to questions marked withTemplate. */
    async insert(seed: SurveySeed, templateUrl: string | null): Promise<void> {
      await sql.run(
        `INSERT INTO surveys (survey_id, corporate_id, survey_name, description, ask_name, ask_email, ask_phone, not_login, kind, ask_student,
           survey_name_en, description_en)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
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
        ],
      );
      for (const [questionIndex, question] of seed.questions.entries()) {
        const questionId = `${seed.surveyId}-Q${questionIndex + 1}`;
        await sql.run(
          `INSERT INTO survey_questions (question_id, survey_id, question_text, question_type, mandatory, answer_note, template_url, sequence,
             question_text_en, answer_note_en, file_types)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
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
          ],
        );
        for (const [optionIndex, option] of (question.options ?? []).entries()) {
          await sql.run(
            'INSERT INTO survey_options (answer_id, question_id, answer_text, others, sequence, answer_text_en) VALUES (?, ?, ?, ?, ?, ?)',
            [
              `${questionId}-A${optionIndex + 1}`,
              questionId,
              option.text,
              Number(option.others ?? false),
              optionIndex + 1,
              option.en ?? null,
            ],
          );
        }
      }
    },
  };
}

export type SurveyStore = ReturnType<typeof createSurveyStore>;
