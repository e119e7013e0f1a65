import { useCallback, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useServerMutation, useUnitProps } from '@klob/shared';
import { EVENT_PATHS, type EventProject } from '@klob/shared/api-contract/platform';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, colors, radii, space } from '@klob/shared/ui';
import { CameraScanner, canScanWithCamera } from './camera-scanner';
import { eventPathOfCode } from './event-code';

const pageStyle = css`
  max-width: 560px;
  margin: 0 auto;
  padding: ${space(10)} ${space(4)} ${space(16)};
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    align-items: flex-end;
    margin-top: ${space(6)};
  }
  label {
    display: flex;
    flex: 1 1 240px;
    flex-direction: column;
    gap: ${space(1)};
  }
  input {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font: inherit;
  }
  video {
    width: 100%;
    height: auto;
    margin-bottom: ${space(2)};
    border-radius: ${radii.lg};
    background: ${colors.text};
  }
`;

/** /scan-event (spec 1 §2.3): scan an event's QR code with the camera, or type its code, and go to the event. */
export function ScanEventPage() {
  const { t } = useTranslation('company-landing');
  const { services } = useUnitProps();
  const [code, setCode] = useState('');
  const [cameraOpen, setCameraOpen] = useState(false);
  const [missingCode, setMissingCode] = useState(false);
  const lookup = useServerMutation({
    send: async (scanned: string, signal: AbortSignal) => {
      const body = await services.http.service.get<Partial<Envelope<EventProject[]>> | undefined>(EVENT_PATHS.projects, { signal });
      return { code: scanned.trim(), path: eventPathOfCode(scanned, Array.isArray(body?.result) ? body.result : []) };
    },
    onDone: ({ path }) => {
      if (path) services.navigate(path);
    },
  });
  const problem = missingCode
    ? t('scanEvent.codeRequired')
    : lookup.status === 'failed'
      ? t('scanEvent.failed')
      : lookup.result && !lookup.result.path
        ? t('scanEvent.unknownCode', { code: lookup.result.code })
        : null;

  const { send: sendLookup, reset: resetLookup } = lookup;
  // Stable: the camera scanner restarts its stream when its onCode changes.
  const open = useCallback(
    (scanned: string) => {
      setCameraOpen(false);
      setMissingCode(!scanned.trim());
      if (!scanned.trim()) return resetLookup();
      void sendLookup(scanned);
    },
    [sendLookup, resetLookup],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    open(code);
  };

  return (
    <section css={pageStyle} aria-labelledby="scan-event-title">
      <title>{`${t('scanEvent.title')} | ${PRODUCT_NAME}`}</title>
      <h1 id="scan-event-title">{t('scanEvent.title')}</h1>
      <p>{t('scanEvent.description')}</p>
      {canScanWithCamera() &&
        (cameraOpen ? (
          <CameraScanner onCode={open} onClose={() => setCameraOpen(false)} />
        ) : (
          <Button onClick={() => setCameraOpen(true)}>{t('scanEvent.openCamera')}</Button>
        ))}
      <form onSubmit={submit} noValidate>
        <label>
          {t('scanEvent.codeLabel')}
          <input value={code} maxLength={255} onChange={(event) => setCode(event.target.value)} aria-invalid={problem ? true : undefined} />
        </label>
        <Button type="submit" disabled={lookup.pending}>
          {t('scanEvent.submit')}
        </Button>
      </form>
      {problem && (
        <p role="alert" css={{ color: colors.danger }}>
          {problem}
        </p>
      )}
    </section>
  );
}
