/**
 * Security headers of everything the platform's static servers answer (issue 6).
 * The shell's page gets a Content-Security-Policy that allows exactly the
 * platform's own origins: the shell's (the api is proxied there) and the
 * remotes' from the remotes manifest. Remotes serve only scripts, JSON and
 * assets that the shell loads cross-origin, never a page, so their policy
 * allows nothing: a file opened on its own runs nothing and cannot be framed.
 */

/** Sent on every answer of every app. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // No screen of the specs uses the others (uploads and the cropper read files, not devices). Geolocation is the
  // language selector's 'from location' (spec 1 §1, §7): the page's own origin only, never a frame of another.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/** A remote's files are loaded by the shell (CORS), never shown as a page. */
export const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The distinct origins of the manifest's absolute urls; a relative url is on the shell's own origin ('self'). */
export function remoteOriginsOf(manifest: Readonly<Record<string, string>>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // Relative: served by the shell itself.
    }
  }
  return [...origins];
}

/** A Host header as browsers send it (name or [v6 address], optional port): nothing that could end a CSP directive. */
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shell page's policy. `host` is the Host the page was asked with: the chat
 * socket (socket.io, proxied at /socket.io) connects back to it over ws(s), which
 * older browsers do not count as 'self'.
 */
export function shellContentSecurityPolicy({ remoteOrigins, host }: { remoteOrigins: readonly string[]; host?: string }): string {
  const remotes = remoteOrigins.join(' ');
  const socket = host && HOST_HEADER.test(host) ? `ws://${host} wss://${host}` : '';
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // The shell's entry and the remotes' entries and chunks; never 'unsafe-eval' nor inline script.
    ['script-src', `'self' ${remotes}`],
    // emotion (every component's css) writes <style> elements at run time, in each remote's own
    // React root, without a nonce: styles need 'unsafe-inline'. Styles cannot run script.
    ['style-src', `'self' 'unsafe-inline' ${remotes}`],
    // Demo pictures and uploaded files come from the api on the shell's origin; remotes ship their images.
    ['img-src', `'self' data: blob: ${remotes}`],
    ['font-src', `'self' data: ${remotes}`],
    // The api and the socket on the shell's origin; the remotes' manifests and chunks.
    ['connect-src', `'self' ${socket} ${remotes}`],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.replace(/\s+/g, ' ').trim()}`).join('; ');
}
