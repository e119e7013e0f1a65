import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { Button, Modal, PasswordField, Popover, SlotFallback, Spinner, TextField, colors, radii, space } from '@klob/shared/ui';
import { ContentPage } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: center;
`;

const swatchStyle = css`
  display: grid;
  gap: ${space(1)};
  width: 120px;
  font-size: 12px;
  span:first-of-type {
    height: 48px;
    border-radius: ${radii.md};
    border: 1px solid ${colors.border};
  }
`;

/** /test-klob-ui: every primitive of @klob/shared/ui in its states, for designers and partner teams. */
export default function UiGalleryPage() {
  const { t, ready } = usePagesText();
  const [modalOpen, setModalOpen] = useState(false);
  const [popoverOpen, setPopoverOpen] = useState(false);
  const popoverAnchor = useRef<HTMLButtonElement>(null);
  if (!ready) return <PageLoading />;

  return (
    <ContentPage
      id="ui-gallery"
      title={t('uiGallery.title')}
      metaTitle={t('uiGallery.metaTitle')}
      metaDescription={t('uiGallery.metaDescription')}
      lead={t('uiGallery.lead')}
    >
      <h2>{t('uiGallery.colors')}</h2>
      <div css={rowStyle}>
        {Object.entries(colors).map(([name, value]) => (
          <div key={name} css={swatchStyle}>
            <span css={{ background: value }} />
            <strong>{name}</strong>
            <span>{value}</span>
          </div>
        ))}
      </div>
      <h2>{t('uiGallery.buttons')}</h2>
      <div css={rowStyle}>
        <Button>{t('uiGallery.primary')}</Button>
        <Button variant="secondary">{t('uiGallery.secondary')}</Button>
        <Button variant="ghost">{t('uiGallery.ghost')}</Button>
        <Button size="sm">{t('uiGallery.small')}</Button>
        <Button disabled>{t('uiGallery.disabled')}</Button>
        <Button loading>{t('uiGallery.loadingState')}</Button>
      </div>
      <h2>{t('uiGallery.fields')}</h2>
      <div css={{ display: 'grid', gap: 16, maxWidth: 480 }}>
        <TextField label={t('uiGallery.sampleLabel')} hint={t('uiGallery.sampleHint')} />
        <TextField label={t('uiGallery.sampleLabel')} required error={t('uiGallery.sampleError')} touched defaultValue="x" />
        <TextField label={t('uiGallery.sampleLabel')} disabled value={t('uiGallery.disabled')} readOnly />
        <PasswordField label={t('uiGallery.password')} defaultValue="Rahasia#2026" />
      </div>
      <h2>{t('uiGallery.feedback')}</h2>
      <div css={rowStyle}>
        <Spinner label={t('uiGallery.loadingState')} />
        <div css={{ flex: '1 1 320px' }}>
          <p>{t('uiGallery.slotFallback')}</p>
          <SlotFallback unitName="ui-gallery-sample" onRetry={() => undefined} />
        </div>
      </div>
      <h2>{t('uiGallery.overlays')}</h2>
      <div css={[rowStyle, { position: 'relative' }]}>
        <Button variant="secondary" onClick={() => setModalOpen(true)}>
          {t('uiGallery.openModal')}
        </Button>
        <span css={{ position: 'relative' }}>
          <Button ref={popoverAnchor} variant="secondary" aria-expanded={popoverOpen} onClick={() => setPopoverOpen((open) => !open)}>
            {t('uiGallery.openPopover')}
          </Button>
          <Popover open={popoverOpen} onClose={() => setPopoverOpen(false)} anchorRef={popoverAnchor} label={t('uiGallery.openPopover')}>
            <p css={{ margin: 8 }}>{t('uiGallery.popoverBody')}</p>
          </Popover>
        </span>
      </div>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title={t('uiGallery.modalTitle')}
        footer={<Button onClick={() => setModalOpen(false)}>{t('uiGallery.close')}</Button>}
      >
        <p>{t('uiGallery.modalBody')}</p>
      </Modal>
    </ContentPage>
  );
}
