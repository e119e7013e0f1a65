import { demoUsers } from '../core/demo-data.js';
import type { NewReport } from './report-store.js';

const [klobber] = demoUsers;

/** One earlier report of the demo job seeker, already in review, so the page shows more than a new report. */
export const demoReports: Omit<NewReport, 'subject'>[] = [
  {
    reporterUserId: klobber!.userId,
    subjectType: 'vacancy',
    subjectId: 'KLV-0002',
    reason: 'misleading',
    description: 'Gaji yang disebut saat wawancara jauh di bawah kisaran yang tertulis di lowongan.',
    status: 'in_review',
    createdAt: '2026-10-02T03:15:00.000Z',
  },
];
