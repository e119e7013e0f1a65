/**
 * Reads the duration of an ISO-BMFF (mp4) file from its movie header box (moov/mvhd),
 * so the api can hold a video to the attachment master's lengthDuration (spec 3 §5).
 */

const BOX_HEADER_BYTES = 8;

interface Box {
  type: string;
  /** Where the payload starts and ends (exclusive). */
  start: number;
  end: number;
}

function* boxesIn(bytes: Buffer, from: number, to: number): Generator<Box> {
  let offset = from;
  while (offset + BOX_HEADER_BYTES <= to) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let headerBytes = BOX_HEADER_BYTES;
    if (size === 1) {
      if (offset + 16 > to) return;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      headerBytes = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < headerBytes || offset + size > to) return;
    yield { type, start: offset + headerBytes, end: offset + size };
    offset += size;
  }
}

const findBox = (bytes: Buffer, type: string, from: number, to: number): Box | undefined => {
  for (const box of boxesIn(bytes, from, to)) if (box.type === type) return box;
  return undefined;
};

/** Seconds, or null when the bytes hold no readable movie header. */
export function mp4DurationSeconds(bytes: Buffer): number | null {
  const moov = findBox(bytes, 'moov', 0, bytes.length);
  if (!moov) return null;
  const mvhd = findBox(bytes, 'mvhd', moov.start, moov.end);
  if (!mvhd) return null;
  const version = bytes[mvhd.start];
  // version 0: 4-byte times and duration; version 1: 8-byte times and duration.
  const timescaleAt = mvhd.start + (version === 1 ? 20 : 12);
  const durationBytes = version === 1 ? 8 : 4;
  if (timescaleAt + 4 + durationBytes > mvhd.end) return null;
  const timescale = bytes.readUInt32BE(timescaleAt);
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(timescaleAt + 4)) : bytes.readUInt32BE(timescaleAt + 4);
  return timescale > 0 ? duration / timescale : null;
}
