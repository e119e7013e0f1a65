import type { UploadQuotaLimits } from '../../config.js';

/** Small, real-looking files for the upload tests: the right magic bytes, padded to a chosen size. */

const pad = (head: Buffer, totalBytes: number) => {
  const bytes = Buffer.alloc(Math.max(totalBytes, head.length), 0x20);
  head.copy(bytes);
  return bytes;
};

export const pngFile = (totalBytes = 256) => pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), totalBytes);
export const jpegFile = (totalBytes = 256) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), totalBytes);
export const pdfFile = (totalBytes = 256) => pad(Buffer.from('%PDF-1.4\n'), totalBytes);
/** docx/xlsx/pptx are zip archives. */
export const zipFile = (totalBytes = 256) => pad(Buffer.from([0x50, 0x4b, 0x03, 0x04]), totalBytes);

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** An ISO-BMFF file: an ftyp box with the brand, then moov/mvhd (version 0) holding the duration. */
export function isoMediaFile(durationSeconds: number, brand = 'isom', totalBytes = 0): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from('isommp41', 'latin1')]));
  const timescale = 1000;
  const mvhdPayload = Buffer.alloc(100);
  mvhdPayload.writeUInt32BE(timescale, 12);
  mvhdPayload.writeUInt32BE(Math.round(durationSeconds * timescale), 16);
  const moov = box('moov', box('mvhd', mvhdPayload));
  const file = Buffer.concat([ftyp, moov]);
  return file.length >= totalBytes ? file : Buffer.concat([file, box('free', Buffer.alloc(totalBytes - file.length - 8))]);
}

export const mp4File = (durationSeconds = 10, totalBytes = 0) => isoMediaFile(durationSeconds, 'isom', totalBytes);
export const movFile = (durationSeconds = 10) => isoMediaFile(durationSeconds, 'qt  ');

/** Upload limits no test that uploads many files reaches (the limits themselves: upload-security.test.ts). */
export const GENEROUS_UPLOAD_QUOTA: UploadQuotaLimits = {
  visitorPerMinute: 1000,
  visitorBytesPerHour: 1024 ** 3,
  allVisitorsBytesPerHour: 1024 ** 3,
  userPerMinute: 1000,
  userBytesPerHour: 1024 ** 3,
};
