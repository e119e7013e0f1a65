/** spec 1 §9: file sizes from Bytes up to YB, 1024 apart. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const FILE_SIZE_BASE = 1024;

/** 1536 -> '1.5 KB'; 2097152 -> '2 MB'; at most `decimals` decimals, trailing zeros dropped. */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
  const unitIndex = Math.min(Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_BASE)), FILE_SIZE_UNITS.length - 1);
  const value = bytes / FILE_SIZE_BASE ** Math.max(unitIndex, 0);
  return `${Number(value.toFixed(Math.max(decimals, 0)))} ${FILE_SIZE_UNITS[Math.max(unitIndex, 0)]}`;
}
