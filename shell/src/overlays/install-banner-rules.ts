/** spec 1 §4.3: only on Android (never iOS or Mac), never when already installed (standalone). */
export function installBannerAllowed({
  userAgent,
  standalone,
  dismissed,
}: {
  userAgent: string;
  standalone: boolean;
  dismissed: boolean;
}): boolean {
  if (dismissed || standalone) return false;
  if (/iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent)) return false;
  return /Android/i.test(userAgent);
}
