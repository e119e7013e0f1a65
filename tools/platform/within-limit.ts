/** `work`, or a rejection with `failure` once `limitMs` have passed without it; the timer never outlives the race. */
export function withinLimit<T>(work: Promise<T>, limitMs: number, failure: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(failure)), limitMs);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
