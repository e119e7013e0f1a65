/** 'klobber@klob.id' -> 'k***@klob.id': names the destination without spelling out the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
