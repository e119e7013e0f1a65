import { css } from '@emotion/react';
import { colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import type { useJourneyText } from '../common/use-journey';
import type { PdfLine } from './cv-pdf';
import { CV_TEMPLATES, type CvDraft } from './cv-draft';

/** The CV as titled sections of lines: what both the preview and the PDF show. */
type TFunction = ReturnType<typeof useJourneyText>['t'];

export function cvSections(draft: CvDraft, t: TFunction) {
  const { personal, education, experience, skills } = draft;
  const join = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim()).join(' · ');
  const sections = [
    { title: t('home.cv.fields.summary'), lines: [personal.summary ?? ''] },
    { title: t('home.cv.steps.education'), lines: [join(education.school, education.degree), education.period ?? ''] },
    {
      title: t('home.cv.steps.experience'),
      lines: [join(experience.position, experience.company), experience.period ?? '', experience.description ?? ''],
    },
    {
      title: t('home.cv.steps.skills'),
      lines: [
        (skills.skills ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .join(', '),
      ],
    },
  ];
  return {
    name: personal.fullName ?? '',
    contact: join(personal.email, personal.phone),
    sections: sections
      .map((section) => ({ ...section, lines: section.lines.filter((line) => line.trim()) }))
      .filter((section) => section.lines.length > 0),
  };
}

/** The PDF lines of the CV. */
export function cvPdfLines(draft: CvDraft, t: TFunction): PdfLine[] {
  const { name, contact, sections } = cvSections(draft, t);
  return [
    { text: name, size: 22, bold: true },
    { text: contact, size: 11 },
    ...sections.flatMap((section) => [
      { text: '', size: 8 },
      { text: section.title.toUpperCase(), size: 13, bold: true },
      ...section.lines.map((line) => ({ text: line, size: 11 })),
    ]),
  ];
}

const sheetStyle = (accent: string, modern: boolean) => css`
  max-width: 760px;
  padding: ${space(8)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  ${modern ? `border-top: 10px solid ${accent};` : ''}
  & h2 {
    margin: ${space(5)} 0 ${space(1)};
    color: ${accent};
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    ${modern ? '' : `border-bottom: 1px solid ${colors.border}; padding-bottom: ${space(1)};`}
  }
  & p {
    margin: 0 0 ${space(1)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The CV drawn in its template. */
export function CvDocument({ draft, t }: { draft: CvDraft; t: TFunction }) {
  const { name, contact, sections } = cvSections(draft, t);
  const template = CV_TEMPLATES.find((item) => item.templateId === draft.templateId) ?? CV_TEMPLATES[0];
  return (
    <article css={sheetStyle(template.accent, template.templateId === 'modern')} data-testid="cv-document">
      <h1 css={{ margin: 0, fontSize: 28, color: template.accent }}>{name}</h1>
      <p css={{ color: colors.textMuted }}>{contact}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
