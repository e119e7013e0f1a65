/** The text of a failed call, for a message that quotes the answer's reason. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
