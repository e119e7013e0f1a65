import type { VacancyCard } from '@klob/shared';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The vacancy card sent ahead of the text (S2-4-35, S2-3-15) as message content: the markup the
 * api keeps (no classes), the card's own values escaped. The widget styles messages of event 'vacancy'.
 */
export function vacancyCardMarkup(card: VacancyCard): string {
  const logo = card.corporateLogo ? `<img src="${escapeHtml(card.corporateLogo)}" alt="" />` : '';
  const details = [card.employmentStatus, card.location.province].filter(Boolean).map(escapeHtml).join(' · ');
  return `<div>${logo}<p><b>${escapeHtml(card.positionName)}</b></p><p>${details}</p><p>${escapeHtml(card.klobVacancyCode)}</p></div>`;
}
