import { css } from '@emotion/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { sharedReads, useServerData, useServerMutation, useServices, type FileUploadedEvent } from '@klob/shared';
import type { ProfileSectionState } from '@klob/shared/api-contract/content';
import { Button, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { JourneyLink } from '../common/journey-link';
import { ErrorState, SkeletonList } from '../common/state-views';
import { mutedStyle, pageStyle, pageTitleStyle, subtitleStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { ProgressRing } from '../home/kloboard/progress-ring';
import { photoUploadIdOf } from './use-profile-header';
import { profileApi } from './profile-api';

export const CV_BUILDER_PATH = '/resume/builder';
const PHOTO_SECTION = 'profile-picture';
const VIDEO_SECTION = 'video-profile';

const stepsStyle = css`
  display: grid;
  gap: ${space(2)};
  margin: ${space(5)} 0 0;
  padding: 0;
  list-style: none;
`;

const stepStyle = (current: boolean) => css`
  padding: ${space(3)} ${space(4)};
  border: ${current ? 2 : 1}px solid ${current ? colors.primary : colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const stepHeadStyle = css`
  display: flex;
  justify-content: space-between;
  gap: ${space(2)};
  font-weight: ${fontWeights.bold};
`;

/** What the user does to complete one section. */
function StepHelp({ section, userId }: { section: ProfileSectionState; userId: string }) {
  const { t } = useJourneyText();
  const { UnitSlot, bus, http } = useServices();
  const isPhoto = section.sectionKey === PHOTO_SECTION;
  const photoSave = useServerMutation({
    send: (fileUrl: string, signal: AbortSignal) => profileApi.savePhoto(http.service, fileUrl, signal),
    // The walk-through moves on with the new completion.
    invalidates: [sharedReads.profileStrength(http.service, userId).key],
    // The shell's header shows the photo and the completion too.
    onDone: () => bus.emit('profileChanged', { userId }),
  });
  // The photo arrives from mf-forms' upload unit in this step; a stored file becomes the profile photo.
  const saveUploaded = useEffectEvent((file: FileUploadedEvent) => {
    if (file.uploadId === photoUploadIdOf(userId) && file.present) void photoSave.send(file.url);
  });
  useEffect(() => {
    if (!isPhoto) return;
    const subscription = bus.on('fileUploaded').subscribe(saveUploaded);
    return () => subscription.unsubscribe();
  }, [bus, isPhoto]);

  if (isPhoto) {
    return (
      <div css={{ marginTop: space(2) }}>
        <p css={mutedStyle}>{t('home.completeness.photoStep')}</p>
        <UnitSlot
          unit={{ remote: 'mf_forms', unit: 'upload' }}
          query={{ uploadId: photoUploadIdOf(userId), maxFiles: '1', crop: 'on', shape: 'round', accept: 'image/*' }}
        />
        {photoSave.status === 'failed' && (
          <p role="alert" css={[mutedStyle, { color: colors.danger }]}>
            {t('home.profile.photoFailed')}
          </p>
        )}
      </div>
    );
  }
  if (section.sectionKey === VIDEO_SECTION) {
    return (
      <p css={[mutedStyle, { marginTop: space(2) }]}>
        {t('home.completeness.videoStep')}{' '}
        <JourneyLink to={`/profile/${encodeURIComponent(userId)}`} css={{ color: colors.primary }}>
          {t('home.completeness.toProfile')}
        </JourneyLink>
      </p>
    );
  }
  return (
    <p css={[mutedStyle, { marginTop: space(2) }]}>
      {t('home.completeness.cvBuilderStep')}{' '}
      <JourneyLink to={CV_BUILDER_PATH} css={{ color: colors.primary }}>
        {t('home.completeness.openCvBuilder')}
      </JourneyLink>
    </p>
  );
}

/** /profile-completeness (spec 1 §2.3): the missing profile sections one step at a time, the progress ring on top. */
export function ProfileCompletenessPage() {
  const { t, pick } = useJourneyText();
  const { http, bus } = useServices();
  const userId = bus.getState('auth').user?.userId ?? '';
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const strength = useServerData(sharedReads.profileStrength(http.service, userId));
  if (strength.status === 'loading')
    return (
      <div css={pageStyle}>
        <SkeletonList count={2} />
      </div>
    );
  if (strength.status === 'failed')
    return (
      <div css={pageStyle}>
        <ErrorState retry={strength.retry} />
      </div>
    );
  const progress = strength.data.progressSection;
  const missing = progress.sections.filter((section) => !section.completed);
  const current = missing.find((section) => !skipped.has(section.sectionKey)) ?? missing[0];
  return (
    <div css={pageStyle} data-testid="profile-completeness">
      <div css={{ display: 'flex', alignItems: 'center', gap: space(4) }}>
        <ProgressRing percent={progress.currentPercent} label={t('home.profile.strength', { percent: progress.currentPercent })} />
        <div>
          <h1 css={pageTitleStyle}>{t('home.completeness.title')}</h1>
          <p css={[subtitleStyle, { margin: 0 }]}>{t('home.completeness.subtitle')}</p>
        </div>
      </div>
      {!current && (
        <p role="status" css={{ marginTop: space(5), fontSize: fontSizes.md }}>
          {t('home.completeness.allDone')}{' '}
          <JourneyLink to={`/profile/${encodeURIComponent(userId)}`} css={{ color: colors.primary }}>
            {t('home.completeness.toProfile')}
          </JourneyLink>
        </p>
      )}
      <ol css={stepsStyle}>
        {progress.sections.map((section) => {
          const isCurrent = section.sectionKey === current?.sectionKey;
          return (
            <li
              key={section.sectionKey}
              css={stepStyle(isCurrent)}
              aria-current={isCurrent ? 'step' : undefined}
              data-testid={`completeness-${section.sectionKey}`}
            >
              <div css={stepHeadStyle}>
                <span>{pick(section.title)}</span>
                <span css={{ color: section.completed ? colors.success : colors.textMuted, fontWeight: fontWeights.regular }}>
                  {section.completed
                    ? t('home.completeness.done')
                    : isCurrent
                      ? t('home.completeness.current')
                      : t('home.completeness.todo')}
                </span>
              </div>
              {isCurrent && (
                <>
                  <StepHelp section={section} userId={userId} />
                  {missing.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      css={{ marginTop: space(2) }}
                      onClick={() => setSkipped((previous) => new Set(previous).add(section.sectionKey))}
                    >
                      {t('home.completeness.skip')}
                    </Button>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
