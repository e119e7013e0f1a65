import { useEffect, useState } from 'react';
import { mutedStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';

/** The QR code of `url` as an SVG image, drawn by the qrcode library (loaded only when the modal opens). */
export function ProfileQr({ url }: { url: string }) {
  const { t } = useJourneyText();
  const [svg, setSvg] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 1, width: 240 }))
      .then(
        (image) => live && setSvg({ url, image }),
        (error: unknown) => console.error('[klob] the QR code could not be drawn', error),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div css={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
      {svg?.url === url && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.image)}`}
          alt={t('home.profile.qrTitle')}
          width={240}
          height={240}
          data-testid="profile-qr"
        />
      )}
      <p css={mutedStyle}>{t('home.profile.qrHint')}</p>
      <p css={[mutedStyle, { overflowWrap: 'anywhere' }]}>{url}</p>
    </div>
  );
}
