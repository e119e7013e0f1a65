import type { Sql } from '../../db/sql.js';
import {
  cmsLandingPageSeeds,
  eventCompanySeeds,
  eventSessionSeeds,
  eventSeeds,
  interruptionTypeSeeds,
  jobFairImageSeeds,
  surveyPageSeeds,
  userInterruptionSeeds,
} from './seed-data.js';
import { seedCampaignPartners } from './seed-campaign-partners.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPlatform(sql: Sql, now: Date): Promise<void> {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  const insertEvent = `INSERT INTO events (event_id, subdomain, name, project, event_type, tag_category, package_code, package_name, package_price_rupiah,
       corporate_id, banner_url, start_date, end_date)
     VALUES (@eventId, @subdomain, @name, @project, @eventType, @tagCategory, @packageCode, @packageName, @packagePrice,
       @corporateId, @bannerUrl, @startDate, @endDate)`;
  for (const [index, event] of eventSeeds.entries()) {
    await sql.run(insertEvent, {
      eventId: event.eventId,
      subdomain: event.subdomain,
      name: event.name,
      project: event.project,
      eventType: event.eventType,
      tagCategory: event.tagCategory,
      packageCode: event.projectPackage?.packageCode ?? null,
      packageName: event.projectPackage?.packageName ?? null,
      packagePrice: event.projectPackage?.priceRupiah ?? null,
      corporateId: event.corporateId,
      bannerUrl: `/static/demo/event-banner-${(index % 3) + 1}.svg`,
      startDate: inDays(event.startInDays),
      endDate: inDays(event.endInDays),
    });
  }

  const insertImage =
    'INSERT INTO jobfair_before_images (subdomain, image_url, mobile_image_url, link_url, sequence) VALUES (?, ?, ?, ?, ?)';
  const sequenceBySubdomain = new Map<string, number>();
  for (const image of jobFairImageSeeds) {
    const sequence = (sequenceBySubdomain.get(image.subdomain) ?? 0) + 1;
    sequenceBySubdomain.set(image.subdomain, sequence);
    await sql.run(insertImage, [image.subdomain, image.imageUrl, image.mobileImageUrl, image.linkUrl, sequence]);
  }

  const insertPage =
    'INSERT INTO cms_landing_pages (subdomain, title, corporate_id, template_name, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?)';
  for (const page of cmsLandingPageSeeds) {
    await sql.run(insertPage, [
      page.subdomain,
      page.title,
      page.corporateId,
      page.templateName,
      inDays(page.startInDays),
      inDays(page.endInDays),
    ]);
  }

  const insertSurvey = 'INSERT INTO survey_pages (survey_id, survey_url, survey_name, sequence) VALUES (?, ?, ?, ?)';
  for (const [index, survey] of surveyPageSeeds.entries())
    await sql.run(insertSurvey, [survey.surveyId, survey.surveyUrl, survey.surveyName, index + 1]);

  const insertType = 'INSERT INTO interruption_types (interruption_type, title_id, title_en, target_url, sequence) VALUES (?, ?, ?, ?, ?)';
  for (const [index, type] of interruptionTypeSeeds.entries())
    await sql.run(insertType, [type.type, type.titleId, type.titleEn, type.targetUrl, index + 1]);

  const insertInterruption = 'INSERT INTO user_interruptions (user_id, interruption_type, created_at, resolved_at) VALUES (?, ?, ?, ?)';
  for (const interruption of userInterruptionSeeds) {
    await sql.run(insertInterruption, [interruption.userId, interruption.type, inDays(-2), interruption.resolved ? inDays(-1) : null]);
  }

  await seedCampaignPartners(sql, now);

  const insertBooth = 'INSERT INTO event_companies (event_id, corporate_id, sequence) VALUES (?, ?, ?)';
  for (const { eventId, corporateIds } of eventCompanySeeds) {
    for (const [index, id] of corporateIds.entries()) await sql.run(insertBooth, [eventId, id, index + 1]);
  }

  // Sessions start on the event's start day (Jakarta hours, UTC+7).
  const startDayOf = new Map(eventSeeds.map((event) => [event.eventId, event.startInDays]));
  const insertSession = 'INSERT INTO event_sessions (session_id, event_id, title, speaker, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?)';
  for (const [index, session] of eventSessionSeeds.entries()) {
    const day = new Date(now.getTime() + ((startDayOf.get(session.eventId) ?? 0) + session.dayOffset) * DAY_MS);
    const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), session.hour - 7));
    const end = new Date(start.getTime() + session.hours * 60 * 60 * 1000);
    await sql.run(insertSession, [
      `SES-${String(index + 1).padStart(3, '0')}`,
      session.eventId,
      session.title,
      session.speaker,
      start.toISOString(),
      end.toISOString(),
    ]);
  }
}
