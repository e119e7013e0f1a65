import type { ReactNode } from 'react';
import type { ServerData } from '@klob/shared';
import { Spinner } from '@klob/shared/ui';
import { useSearchTranslation } from './language';
import { emptyStyle, primaryButtonStyle } from './page.styles';

/** Loading spinner, failure with a retry, or the children of the loaded data. */
export function LoadState<T>({ data, children }: { data: ServerData<T>; children(value: T): ReactNode }) {
  const { t } = useSearchTranslation();
  if (data.status === 'loading')
    return (
      <div css={emptyStyle} aria-busy="true">
        <Spinner label={t('load.loading')} />
      </div>
    );
  if (data.status === 'failed')
    return (
      <div css={emptyStyle} role="alert">
        <p>{t('load.failed')}</p>
        <button type="button" css={primaryButtonStyle} onClick={data.retry}>
          {t('load.retry')}
        </button>
      </div>
    );
  return <>{children(data.data)}</>;
}

/** The empty state of a list. */
export function EmptyState({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div css={emptyStyle}>
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {children}
    </div>
  );
}
