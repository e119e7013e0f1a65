import { useCallback, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useUnitProps } from '@klob/shared';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = useCallback(
    async (scanned: string) => {
      setCameraOpen(false);
      if (!scanned.trim()) return setProblem(t('scanEvent.codeRequired'));
      setBusy(true);
      setProblem(null);
      try {
        const body = await services.http.service.get<Partial<Envelope<EventProject[]>> | undefined>(EVENT_PATHS.projects);
        const target = eventPathOfCode(scanned, Array.isArray(body?.result) ? body.result : []);
        if (target) services.navigate(target);
        else setProblem(t('scanEvent.unknownCode', { code: scanned.trim() }));
      } catch {
        setProblem(t('scanEvent.failed'));
      } finally {
        setBusy(false);
      }
    },
    [services, t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void open(code);
  };

  return (
    <section css={pageStyle} aria-labelledby="scan-event-title">
      <title>{`${t('scanEvent.title')} | ${PRODUCT_NAME}`}</title>
      <h1 id="scan-event-title">{t('scanEvent.title')}</h1>
      <p>{t('scanEvent.description')}</p>
      {canScanWithCamera() &&
        (cameraOpen ? (
          <CameraScanner onCode={(scanned) => void open(scanned)} onClose={() => setCameraOpen(false)} />
        ) : (
          <Button onClick={() => setCameraOpen(true)}>{t('scanEvent.openCamera')}</Button>
        ))}
      <form onSubmit={submit} noValidate>
        <label>
          {t('scanEvent.codeLabel')}
          <input value={code} maxLength={255} onChange={(event) => setCode(event.target.value)} aria-invalid={problem ? true : undefined} />
        </label>
        <Button type="submit" disabled={busy}>
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
