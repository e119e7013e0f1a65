import { render, type RenderResult } from '@testing-library/react';
import type { Resource } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from '@klob/shared/react-i18n';
import type { Language } from '../i18n/languages';
import { createTestI18n } from '../testing/test-services';

/** Renders inside a real i18n instance, as a mounted unit would. */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'id', resources }: { language?: Language; resources?: Resource } = {},
): RenderResult {
  const i18n = createTestI18n({ language, resources, defaultNamespace: 'unit' });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
