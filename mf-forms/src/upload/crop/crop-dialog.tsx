import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type ReactCropperElement } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { CROP } from '../upload-constants';
import { Button, Modal, colors, fontSizes, space } from '@klob/shared/ui';
import { useTranslation } from '@klob/shared/react-i18n';
import { FORMS_NAMESPACE } from '../../common/forms-namespace';
import { aspectRatioOf, clampRotation, clampZoom, jpegNameOf, outputSizeOf, type CropShape } from './crop-settings';

export interface CropDialogProps {
  file: File;
  shape: CropShape;
  onCropped(file: File): void;
  onCancel(): void;
}

const areaStyle = (round: boolean) => css`
  height: min(60vh, 420px);
  background: ${colors.surfaceMuted};
  ${round ? '.cropper-view-box, .cropper-face { border-radius: 50%; }' : ''}
`;

const controlsStyle = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin-top: ${space(3)};
  font-size: ${fontSizes.sm};
`;

/** spec 3 §4: the image crop dialog (react-cropper), loaded only when an image is chosen. */
export default function CropDialog({ file, shape, onCropped, onCancel }: CropDialogProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const cropperRef = useRef<ReactCropperElement>(null);
  const baseRatio = useRef(1);
  const [source] = useState(() => URL.createObjectURL(file));
  const [zoom, setZoom] = useState<number>(CROP.zoom.min);
  const [rotation, setRotation] = useState<number>(CROP.rotation.min);
  const [saving, setSaving] = useState(false);

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const applyZoom = (value: number) => {
    const next = clampZoom(value);
    setZoom(next);
    cropperRef.current?.cropper.zoomTo(baseRatio.current * next);
  };
  const applyRotation = (value: number) => {
    const next = clampRotation(value);
    setRotation(next);
    cropperRef.current?.cropper.rotateTo(next);
  };

  const save = () => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return;
    setSaving(true);
    const data = cropper.getData(true);
    const size = outputSizeOf(shape, { width: Math.max(1, data.width), height: Math.max(1, data.height) });
    const canvas = cropper.getCroppedCanvas({
      width: size.width,
      height: size.height,
      fillColor: '#ffffff',
      imageSmoothingQuality: 'high',
    });
    // toBlob encodes the JPEG asynchronously, off the main thread.
    canvas.toBlob(
      (blob) => {
        setSaving(false);
        if (blob) onCropped(new File([blob], jpegNameOf(file.name), { type: CROP.outputMimeType }));
      },
      CROP.outputMimeType,
      0.92,
    );
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('crop.title')}
      closeOnBackdrop={false}
      maxWidth={640}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('crop.cancel')}
          </Button>
          <Button onClick={save} disabled={saving} data-testid="crop-save">
            {t('crop.save')}
          </Button>
        </>
      }
    >
      <div css={areaStyle(shape === 'round')}>
        <Cropper
          ref={cropperRef}
          src={source}
          style={{ height: '100%', width: '100%' }}
          aspectRatio={aspectRatioOf(shape)}
          viewMode={1}
          dragMode="move"
          autoCropArea={1}
          guides
          background={false}
          zoomOnWheel={false}
          checkOrientation={false}
          ready={() => {
            const cropper = cropperRef.current?.cropper;
            if (!cropper) return;
            const image = cropper.getImageData();
            baseRatio.current = image.naturalWidth ? image.width / image.naturalWidth : 1;
          }}
        />
      </div>
      <div css={controlsStyle}>
        <label htmlFor="crop-zoom">{t('crop.zoom')}</label>
        <input
          id="crop-zoom"
          type="range"
          min={CROP.zoom.min}
          max={CROP.zoom.max}
          step={CROP.zoom.step}
          value={zoom}
          onChange={(event) => applyZoom(Number(event.currentTarget.value))}
        />
        <output htmlFor="crop-zoom">{zoom.toFixed(1)}×</output>
        <label htmlFor="crop-rotation">{t('crop.rotate')}</label>
        <input
          id="crop-rotation"
          type="range"
          min={CROP.rotation.min}
          max={CROP.rotation.max}
          step={1}
          value={rotation}
          onChange={(event) => applyRotation(Number(event.currentTarget.value))}
        />
        <output htmlFor="crop-rotation">{rotation}°</output>
      </div>
    </Modal>
  );
}
