import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button } from '@klob/shared/ui';

/** The part of the Barcode Detection API this page uses (Chromium on Android/ChromeOS/macOS has it). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_INTERVAL_MS = 300;

const detectorConstructor = (): BarcodeDetectorConstructor | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;

/** The camera can scan QR codes here: a detector and a camera API. */
export const canScanWithCamera = () => Boolean(detectorConstructor() && navigator.mediaDevices?.getUserMedia);

/** The camera view that reads a QR code; stops the camera once it has one, on close and on unmount. */
export function CameraScanner({ onCode, onClose }: { onCode(code: string): void; onClose(): void }) {
  const { t } = useTranslation('company-landing');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const Detector = detectorConstructor();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(
      (opened) => {
        stream = opened;
        if (stopped || !video.current) return stop();
        video.current.srcObject = opened;
        void video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          detector.detect(video.current).then(
            ([first]) => {
              if (first?.rawValue && !stopped) {
                stop();
                onCode(first.rawValue);
              }
            },
            () => undefined,
          );
        }, SCAN_INTERVAL_MS);
      },
      () => setFailed(true),
    );
    return stop;
  }, [onCode]);

  return (
    <div>
      {failed ? <p role="alert">{t('scanEvent.cameraFailed')}</p> : <video ref={video} muted playsInline width={320} height={240} />}
      <Button variant="secondary" onClick={onClose}>
        {t('scanEvent.closeCamera')}
      </Button>
    </div>
  );
}
