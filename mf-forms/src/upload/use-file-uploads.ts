import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useServerMutation, useServices } from '@klob/shared';
import type { UploadFileItem } from '@klob/shared/api-contract/forms';
import { useTranslation } from '@klob/shared/react-i18n';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { readAsBase64 } from './file-reading';
import { deleteUpload, uploadFile } from './upload-api';
import { fileItemOf, isUploadedInThisVisit, itemOfStoredFile, newUploadKey, type UploadItem, type UploadedItem } from './upload-items';
import { sanitizeFileName } from './upload-limits';
import { uploadFailureText } from './upload-messages';
import { useUploadProgress } from './upload-progress';
import { useSendsInTurn } from './use-sends-in-turn';

/** A chosen file; `replaces` is the key of the stored item it takes the place of ('Ganti'). */
export type ChosenFile = { file: File; replaces: string | null };

/** A file on its way; removing its item aborts `cancel`. */
type Upload = ChosenFile & { item: UploadItem; cancel: AbortController };

export interface FileUploadsOptions {
  /** The host's name for the widget: each stored or deleted file is reported on the bus under it (`fileUploaded`). */
  uploadId?: string;
  initialFiles?: readonly UploadFileItem[];
  onChange?(files: UploadFileItem[]): void;
  warn(name: string, text: string): void;
}

/**
 * The widget's file list and its calls (spec 3 §4, §7): a chosen file is uploaded, a removed one
 * deleted, each through useServerMutation, one upload and one delete at a time. A failed upload
 * leaves the list with its reason; a failed delete keeps the file, so removing it again tries again.
 */
export function useFileUploads({ uploadId, initialFiles, onChange, warn }: FileUploadsOptions) {
  const { http, bus } = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const progress = useUploadProgress();
  const [items, setItems] = useState<UploadItem[]>(() => (initialFiles ?? []).map(itemOfStoredFile));
  // The list as last shown, for an upload that finishes later and must find the item it replaces.
  const currentItems = useRef(items);
  useEffect(() => {
    currentItems.current = items;
  }, [items]);
  const cancels = useRef(new Map<string, AbortController>());

  const storedFiles = items.flatMap((item): UploadFileItem[] => (item.stored ? [fileItemOf(item, item.stored)] : []));
  const storedSignature = storedFiles.map((file) => file.backendUrl).join('\n');
  const reportChange = useEffectEvent(() => onChange?.(storedFiles));
  // The host hears of every stored or deleted file once the list shows it.
  useEffect(() => {
    reportChange();
  }, [storedSignature]);

  const drop = (key: string) => setItems((current) => current.filter((item) => item.key !== key));
  const tellHost = (fileName: string, url: string, present: boolean) => {
    if (uploadId) bus.emit('fileUploaded', { uploadId, url, fileName, present });
  };

  const deleting = useServerMutation({
    // The call is not aborted when the widget goes (only its answer is dropped): a stopped delete would leave the file on the server.
    send: (item: UploadedItem) => deleteUpload(http.service, item.stored),
    onDone: (_: void, item) => {
      tellHost(item.name, item.stored.url, false);
      drop(item.key);
    },
    onFailed: (error, item) => warn(item.name, uploadFailureText(t, error)),
  });
  const deleteInTurn = useSendsInTurn(deleting.send);

  const uploading = useServerMutation({
    send: async ({ file, item, cancel }: Upload, widgetGone: AbortSignal) => {
      const stopWithWidget = () => cancel.abort();
      widgetGone.addEventListener('abort', stopWithWidget, { once: true });
      try {
        cancel.signal.throwIfAborted();
        const base64 = await readAsBase64(file, cancel.signal);
        return await uploadFile(
          http.service,
          { base64, originalFilename: item.name },
          { signal: cancel.signal, onProgress: progress.reporterFor(item.key, cancel.signal) },
        );
      } finally {
        widgetGone.removeEventListener('abort', stopWithWidget);
        cancels.current.delete(item.key);
      }
    },
    onDone: (stored, { item, replaces }) => {
      const replaced = currentItems.current.find((candidate) => candidate.key === replaces);
      // The replaced file leaves the list with the new one's arrival, so the answer never names neither.
      setItems((current) =>
        current.flatMap((candidate) =>
          candidate.key === replaces ? [] : candidate.key === item.key ? [{ ...candidate, stored }] : [candidate],
        ),
      );
      tellHost(item.name, stored.url, true);
      if (replaced && isUploadedInThisVisit(replaced)) void deleteInTurn(replaced);
    },
    onFailed: (error, { item, cancel }) => {
      // A file removed on its way has left the list already: there is nothing to tell.
      if (cancel.signal.aborted) return;
      drop(item.key);
      warn(item.name, uploadFailureText(t, error));
    },
  });
  const uploadInTurn = useSendsInTurn(uploading.send);

  /** Lists the file at once (uploading) and uploads it after the ones before it; settles once it is stored or has failed. */
  const upload = ({ file, replaces }: ChosenFile) => {
    const item: UploadItem = {
      key: newUploadKey(),
      name: sanitizeFileName(file.name),
      size: file.size,
      type: file.type,
      stored: null,
      fromAnswer: false,
    };
    const cancel = new AbortController();
    cancels.current.set(item.key, cancel);
    setItems((current) => [...current, item]);
    return uploadInTurn({ file, replaces, item, cancel });
  };

  /** Stops a file on its way, deletes one uploaded in this visit; a file of the edited answer only leaves the answer. */
  const remove = async (item: UploadItem) => {
    cancels.current.get(item.key)?.abort();
    if (isUploadedInThisVisit(item)) await deleteInTurn(item);
    else drop(item.key);
  };

  return { items, percentOf: progress.percentOf, upload, remove };
}
