/** spec 3 §5, §9: without an attachment master entry a file may hold at most 2 MB (2097152 bytes). */
export { DEFAULT_UPLOAD_MAX_BYTES } from '../api-contract/forms';

/**
 * The lower-case extension of a file name, without the dot ('' when there is none). A name is not a
 * url: '#' and '?' are letters of it ('foto kandidat#1.png' is a png, S3-5-24 keeps its extension).
 */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file picker's `accept` for the extensions a question takes (['pdf'] -> '.pdf'); undefined when it
 * names none (every uploadable type). The upload widget refuses what `accept` leaves out, so a question
 * labelled PDF neither takes nor crops an image (issue 21).
 */
export function acceptOfFileTypes(fileTypes: readonly string[] | null | undefined): string | undefined {
  return fileTypes?.length ? fileTypes.map((type) => `.${type}`).join(',') : undefined;
}
