/**
 * The JSON value a script printed: its whole stdout, or else the last block that starts a line with
 * '{' or '[' and runs to the end (scripts may log progress first). Null when there is none.
 */
export function jsonPrintedIn(stdout: string): unknown {
  const text = stdout.trim();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    const lines = text.split('\n');
    for (let start = lines.length - 1; start >= 0; start -= 1) {
      if (!/^[[{]/.test(lines[start]!.trimStart())) continue;
      try {
        return JSON.parse(lines.slice(start).join('\n'));
      } catch {
        // Not the start of the printed value; look further up.
      }
    }
    return null;
  }
}
