import { useEffect, useState } from 'react';
import { useServerData, useServices } from '@klob/shared';
import type { ProfileHeader, WorkingStatus } from '@klob/shared/api-contract/content';
import { profileApi } from './profile-api';

export type ProfileModal = 'cv' | 'qr' | 'video' | 'uploadVideo' | 'photo';

/** The upload slot id of the owner's photo: the page matches fileUploaded events by it. */
export const photoUploadIdOf = (userId: string) => `profile-photo-${userId}`;
export const videoUploadIdOf = (userId: string) => `profile-video-${userId}`;

/**
 * The profile header state holder of spec 3 §3: data (the header from the api), isPreview, the modal
 * flags, workingStatus, profilePictureUrl and profileVideoUrl, with the owner's changes to them.
 */
export function useProfileHeader(userId: string) {
  const { http, bus } = useServices();
  const loaded = useServerData({
    key: `profile-header:${userId}`,
    load: (signal) => profileApi.header(http.service, userId, { signal }),
  });
  const [changes, setChanges] = useState<{ userId: string; header: Partial<ProfileHeader> }>({ userId, header: {} });
  const [isPreview, setPreview] = useState(false);
  const [modal, setModal] = useState<ProfileModal | null>(null);
  const [problem, setProblem] = useState<'photo' | 'video' | 'status' | null>(null);
  const own = changes.userId === userId ? changes.header : {};
  const data: ProfileHeader | null = loaded.status === 'ready' ? { ...loaded.data, ...own } : null;
  const isOwner = Boolean(data?.isOwner);

  const apply = (header: ProfileHeader) => setChanges({ userId, header });

  // The photo arrives from mf-forms' upload unit in the photo modal; a stored file becomes the profile photo.
  useEffect(() => {
    if (!isOwner) return;
    const uploads = { [photoUploadIdOf(userId)]: 'photo', [videoUploadIdOf(userId)]: 'video' } as const;
    const subscription = bus.on('fileUploaded').subscribe((file) => {
      const kind = uploads[file.uploadId];
      if (!kind || !file.present) return;
      setProblem(null);
      const save = kind === 'photo' ? profileApi.savePhoto : profileApi.saveVideo;
      save(http.service, file.url).then(
        (header) => {
          apply(header);
          setModal(null);
        },
        (error: unknown) => {
          console.error(`[klob] the profile ${kind} could not be saved`, error);
          setProblem(kind);
        },
      );
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply only closes over userId
  }, [bus, http.service, isOwner, userId]);

  const setWorkingStatus = async (workingStatus: WorkingStatus) => {
    setProblem(null);
    try {
      apply(await profileApi.saveWorkingStatus(http.service, workingStatus));
    } catch (error) {
      console.error('[klob] the working status could not be saved', error);
      setProblem('status');
    }
  };

  return {
    status: loaded.status,
    notFound: loaded.status === 'failed' && (loaded.error as { status?: number }).status === 404,
    retry: loaded.status === 'failed' ? loaded.retry : undefined,
    data,
    /** Owner controls show only for the owner outside preview. */
    canEdit: isOwner && !isPreview,
    isPreview,
    setPreview,
    modal,
    openModal: setModal,
    closeModal: () => setModal(null),
    workingStatus: data?.workingStatus ?? null,
    profilePictureUrl: data?.profilePictureUrl ?? null,
    profileVideoUrl: data?.profileVideoUrl ?? null,
    problem,
    setWorkingStatus,
  };
}
