import type { UploadFileType } from '@klob/shared/api-contract/forms';

/** What the api accepts, per file extension: its MIME type, kind, and how its bytes begin. */
export interface AcceptedFileType {
  mimeType: string;
  fileType: UploadFileType;
  /** Whether the bytes look like this format (magic numbers), so a renamed file is refused. */
  matches(bytes: Buffer): boolean;
}

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The ISO-BMFF major brand QuickTime (mov) files carry. */
export const QUICKTIME_BRAND = 'qt  ';

/** The major brand of an ISO-BMFF file (mp4, mov), or null when the bytes do not start with an ftyp box. */
export function isoMajorBrand(bytes: Buffer): string | null {
  if (bytes.length < 12 || !startsWith(bytes, ascii('ftyp'), 4)) return null;
  return bytes.toString('latin1', 8, 12);
}

const isJpeg = (bytes: Buffer) => startsWith(bytes, JPEG);
const isZip = (bytes: Buffer) => startsWith(bytes, ZIP);
const isOle = (bytes: Buffer) => startsWith(bytes, OLE);

/** spec 3 §4 preview types (jpg, jpeg, png, webp, gif, mp4) plus the documents an attachment question asks for. */
export const ACCEPTED_FILE_TYPES: Readonly<Record<string, AcceptedFileType>> = {
  jpg: { mimeType: 'image/jpeg', fileType: 'image', matches: isJpeg },
  jpeg: { mimeType: 'image/jpeg', fileType: 'image', matches: isJpeg },
  png: { mimeType: 'image/png', fileType: 'image', matches: (bytes) => startsWith(bytes, PNG) },
  gif: {
    mimeType: 'image/gif',
    fileType: 'image',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  webp: {
    mimeType: 'image/webp',
    fileType: 'image',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  mp4: {
    mimeType: 'video/mp4',
    fileType: 'video',
    matches: (bytes) => {
      const brand = isoMajorBrand(bytes);
      return brand !== null && brand !== QUICKTIME_BRAND;
    },
  },
  pdf: { mimeType: 'application/pdf', fileType: 'document', matches: (bytes) => startsWith(bytes, ascii('%PDF-')) },
  doc: { mimeType: 'application/msword', fileType: 'document', matches: isOle },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileType: 'document',
    matches: isZip,
  },
  xls: { mimeType: 'application/vnd.ms-excel', fileType: 'document', matches: isOle },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileType: 'document',
    matches: isZip,
  },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', fileType: 'document', matches: isOle },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    fileType: 'document',
    matches: isZip,
  },
};

/** Video extensions refused with the only-mp4 message (spec 3 §5; DECISIONS #6 for mov). */
export const REFUSED_VIDEO_EXTENSIONS: ReadonlySet<string> = new Set([
  'mov',
  'qt',
  'avi',
  'mkv',
  'webm',
  'wmv',
  'flv',
  'm4v',
  '3gp',
  'mpg',
  'mpeg',
]);

/** The types a browser may show in place (issue 6: images only); anything else is served as a download. */
export const INLINE_IMAGE_MIME_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
