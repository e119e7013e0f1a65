/** The response shape of the /rest calls: `status`, `message`, `result` (spec 1 §7). */
export interface Envelope<T> {
  status: number;
  message: string;
  result: T;
}

export function ok<T>(result: T, message = 'success'): Envelope<T> {
  return { status: 200, message, result };
}
