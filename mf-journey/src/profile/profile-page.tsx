import { css } from '@emotion/react';
import { useUnitProps, useServices } from '@klob/shared';
import { WORKING_STATUSES, type WorkingStatus } from '@klob/shared/api-contract/content';
import { Button, Modal, colors, fontSizes, fontWeights, mediaMobile, radii, space } from '@klob/shared/ui';
import { JourneyLink } from '../common/journey-link';
import { ErrorState, SkeletonList } from '../common/state-views';
import { mutedStyle, pageStyle } from '../common/styles';
import { textKeyOf } from '../common/text-key';
import { useJourneyText } from '../common/use-journey';
import { ProgressRing } from '../home/kloboard/progress-ring';
import { ProfileQr } from './profile-qr';
import { photoUploadIdOf, useProfileHeader, videoUploadIdOf } from './use-profile-header';

export const PROFILE_COMPLETENESS_PATH = '/profile-completeness';
const PHOTO_SIZE = 112;

const headerStyle = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${space(5)};
  padding: ${space(6)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  ${mediaMobile} {
    grid-template-columns: 1fr;
    justify-items: center;
    text-align: center;
    padding: ${space(4)};
  }
`;

const photoStyle = css`
  width: ${PHOTO_SIZE}px;
  height: ${PHOTO_SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${colors.surfaceMuted};
`;

const initialsStyle = css`
  display: grid;
  place-items: center;
  width: ${PHOTO_SIZE}px;
  height: ${PHOTO_SIZE}px;
  border-radius: 50%;
  background: ${colors.surfaceMuted};
  color: ${colors.primary};
  font-size: 36px;
  font-weight: ${fontWeights.bold};
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(4)};
  ${mediaMobile} {
    justify-content: center;
  }
`;

const linkButtonStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  text-decoration: none;
`;

const previewBannerStyle = css`
  margin-bottom: ${space(3)};
  padding: ${space(2)} ${space(4)};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

/** /profile/{id} (spec 1 §2.1; spec 3 §3 profile header): for the owner with the edit controls, for everyone else read-only. */
export function ProfilePage() {
  const { t } = useJourneyText();
  const { params } = useUnitProps();
  const { UnitSlot } = useServices();
  const userId = params.id ?? '';
  const profile = useProfileHeader(userId);
  const { data } = profile;

  if (profile.status === 'loading')
    return (
      <div css={pageStyle}>
        <SkeletonList count={1} />
      </div>
    );
  if (!data) {
    return (
      <div css={pageStyle}>
        <ErrorState notFound={profile.notFound} retry={profile.retry} />
      </div>
    );
  }
  const name = `${data.firstName} ${data.lastName}`.trim();
  const statusText = (status: WorkingStatus | null) => t(`home.profile.workingStatuses.${textKeyOf(status ?? 'none')}`);
  return (
    <div css={pageStyle} data-testid="profile-page">
      {profile.isPreview && (
        <p css={previewBannerStyle} role="status">
          {t('home.profile.previewNotice')}{' '}
          <Button variant="ghost" size="sm" onClick={() => profile.setPreview(false)}>
            {t('home.profile.exitPreview')}
          </Button>
        </p>
      )}
      <section css={headerStyle} data-testid="profile-header">
        {profile.profilePictureUrl ? (
          <img src={profile.profilePictureUrl} alt={name} css={photoStyle} data-testid="profile-photo" />
        ) : (
          <span css={initialsStyle} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 css={{ margin: 0, fontSize: 28, fontWeight: fontWeights.bold }}>{name}</h1>
          {profile.canEdit ? (
            <label css={[mutedStyle, { display: 'inline-flex', gap: space(2), alignItems: 'center', marginTop: space(2) }]}>
              {t('home.profile.workingStatus')}
              <select
                value={profile.workingStatus ?? ''}
                disabled={profile.savingWorkingStatus}
                onChange={(event) => profile.setWorkingStatus(event.target.value as WorkingStatus)}
                css={{ minHeight: 32, borderRadius: radii.md, border: `1px solid ${colors.border}`, font: 'inherit' }}
              >
                {!profile.workingStatus && <option value="">{statusText(null)}</option>}
                {WORKING_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusText(status)}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            profile.workingStatus && <p css={[mutedStyle, { marginTop: space(2) }]}>{statusText(profile.workingStatus)}</p>
          )}
          {profile.problem && (
            <p role="alert" css={[mutedStyle, { color: colors.danger }]}>
              {t(`home.profile.${profile.problem}Failed`)}
            </p>
          )}
          <div css={actionsStyle}>
            {profile.canEdit && (
              <>
                <Button variant="secondary" size="sm" onClick={() => profile.openModal('photo')}>
                  {t('home.profile.editPhoto')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => profile.openModal('uploadVideo')}>
                  {t('home.profile.uploadVideo')}
                </Button>
                <JourneyLink to={PROFILE_COMPLETENESS_PATH} css={linkButtonStyle}>
                  {t('home.profile.completeProfile')}
                </JourneyLink>
                <JourneyLink to={`/profile/${encodeURIComponent(userId)}/log-jv`} css={linkButtonStyle}>
                  {t('home.profile.logJv')}
                </JourneyLink>
                <JourneyLink to={`/profile/${encodeURIComponent(userId)}/account-setting`} css={linkButtonStyle}>
                  {t('home.profile.accountSetting')}
                </JourneyLink>
                <Button variant="ghost" size="sm" onClick={() => profile.setPreview(true)}>
                  {t('home.profile.preview')}
                </Button>
              </>
            )}
            <Button variant="ghost" size="sm" onClick={() => profile.openModal('qr')}>
              {t('home.profile.qr')}
            </Button>
            {data.cvUrl && (
              <Button variant="secondary" size="sm" onClick={() => profile.openModal('cv')}>
                {t('home.profile.viewCv')}
              </Button>
            )}
          </div>
        </div>
        <ProgressRing percent={data.strengthPercent} label={t('home.profile.strength', { percent: data.strengthPercent })} />
      </section>

      {profile.profileVideoUrl && (
        <section css={{ marginTop: space(5) }}>
          <h2 css={{ fontSize: fontSizes.lg }}>{t('home.profile.video')}</h2>
          <video src={profile.profileVideoUrl} controls css={{ width: '100%', maxWidth: 640, borderRadius: radii.lg }} />
        </section>
      )}

      <Modal open={profile.modal === 'photo'} onClose={profile.closeModal} title={t('home.profile.photoTitle')}>
        <p css={mutedStyle}>{t('home.profile.photoHint')}</p>
        <UnitSlot
          unit={{ remote: 'mf_forms', unit: 'upload' }}
          query={{ uploadId: photoUploadIdOf(userId), maxFiles: '1', crop: 'on', shape: 'round', accept: 'image/*' }}
        />
      </Modal>
      <Modal open={profile.modal === 'uploadVideo'} onClose={profile.closeModal} title={t('home.profile.video')}>
        <p css={mutedStyle}>{t('home.profile.videoHint')}</p>
        <UnitSlot
          unit={{ remote: 'mf_forms', unit: 'upload' }}
          query={{ uploadId: videoUploadIdOf(userId), maxFiles: '1', crop: 'off', accept: 'video/mp4' }}
        />
      </Modal>
      <Modal open={profile.modal === 'qr'} onClose={profile.closeModal} title={t('home.profile.qrTitle')} maxWidth={360}>
        <ProfileQr url={`${window.location.origin}/profile/${encodeURIComponent(userId)}`} />
      </Modal>
      <Modal
        open={profile.modal === 'cv' && Boolean(data.cvUrl)}
        onClose={profile.closeModal}
        title={t('home.profile.cvTitle')}
        maxWidth={880}
      >
        {data.cvUrl && (
          <>
            <iframe src={data.cvUrl} title={t('home.profile.cvTitle')} css={{ width: '100%', height: '60vh', border: 0 }} />
            <a href={data.cvUrl} download css={{ color: colors.primary }}>
              {t('home.profile.downloadCv')}
            </a>
          </>
        )}
      </Modal>
    </div>
  );
}
