import { Global, css } from '@emotion/react';
import { colors, fontFamily } from '@klob/shared/ui';

const globalStyle = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${fontFamily};
    color: ${colors.text};
    background: ${colors.surfaceMuted};
    line-height: 1.5;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  :focus-visible {
    outline: 3px solid ${colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The page-wide base styles; remotes inherit them and style only their own elements. */
export function GlobalStyles() {
  return <Global styles={globalStyle} />;
}
