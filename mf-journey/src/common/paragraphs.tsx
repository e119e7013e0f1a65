import { css } from '@emotion/react';
import { space } from '@klob/shared/ui';

const paragraphStyle = css`
  margin: ${space(4)} 0 0;
  line-height: 1.7;
  white-space: pre-line;
`;

/** The api's plain text, paragraphs separated by a blank line; shown as text, never as HTML. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index} css={paragraphStyle}>
            {paragraph}
          </p>
        ))}
    </>
  );
}
