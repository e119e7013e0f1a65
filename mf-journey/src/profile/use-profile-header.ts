import { useEffect, useEffectEvent, useState } from 'react';
import { useServerData, useServerMutation, useServices, type FileUploadedEvent } from '@klob/shared';
import type { ProfileHeader, WorkingStatus } from '@klob/shared/api-contract/content';
import { profileApi } from './profile-api';

export type ProfileModal = 'cv' | 'qr' | 'video' | 'uploadVideo' | 'photo';

/** The upload slot id of the owner's photo: the page matches fileUploaded events by it. */
export const photoUploadIdOf = (userId: string) => `profile-photo-${userId}`;
export const videoUploadIdOf = (userId: string) => `profile-video-${userId}`;

/** The owner's saves in the header; a refused one is named by its kind (`home.profile.{kind}Failed`). */
const HEADER_SAVES = ['photo', 'video', 'status'] as const;
type HeaderSave = (typeof HEADER_SAVES)[number];

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
  const own = changes.userId === userId ? changes.header : {};
  const data: ProfileHeader | null = loaded.status === 'ready' ? { ...loaded.data, ...own } : null;
  const isOwner = Boolean(data?.isOwner);

  const apply = (header: ProfileHeader) => setChanges({ userId, header });
  const savedMedia = (save: typeof profileApi.savePhoto) => ({
    send: (fileUrl: string, signal: AbortSignal) => save(http.service, fileUrl, signal),
    onDone: (header: ProfileHeader) => {
      apply(header);
      setModal(null);
      // The shell shows the user's photo and completion in its header; a working status is in neither.
      bus.emit('profileChanged', { userId });
    },
  });
  const saves = {
    photo: useServerMutation(savedMedia(profileApi.savePhoto)),
    video: useServerMutation(savedMedia(profileApi.saveVideo)),
    status: useServerMutation({
      send: (workingStatus: WorkingStatus, signal: AbortSignal) => profileApi.saveWorkingStatus(http.service, workingStatus, signal),
      onDone: apply,
    }),
  };
  // The header has one place for a refusal: a new save clears the message of an earlier one.
  const clearOtherProblems = (kind: HeaderSave) => {
    for (const other of HEADER_SAVES) if (other !== kind) saves[other].reset();
  };

  // The photo arrives from mf-forms' upload unit in the photo modal; a stored file becomes the profile photo.
  const saveUploaded = useEffectEvent((file: FileUploadedEvent) => {
    const kind = file.uploadId === photoUploadIdOf(userId) ? 'photo' : file.uploadId === videoUploadIdOf(userId) ? 'video' : null;
    if (!kind || !file.present) return;
    clearOtherProblems(kind);
    void saves[kind].send(file.url);
  });
  useEffect(() => {
    if (!isOwner) return;
    const subscription = bus.on('fileUploaded').subscribe((file) => saveUploaded(file));
    return () => subscription.unsubscribe();
  }, [bus, isOwner]);

  const setWorkingStatus = (workingStatus: WorkingStatus) => {
    clearOtherProblems('status');
    void saves.status.send(workingStatus);
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
    problem: HEADER_SAVES.find((kind) => saves[kind].status === 'failed') ?? null,
    /** While a working status is being saved another choice would be dropped, so the select waits. */
    savingWorkingStatus: saves.status.pending,
    setWorkingStatus,
  };
}
