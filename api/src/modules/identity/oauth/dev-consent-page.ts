import type { OAuthProvider } from '@klob/shared/api-contract/identity';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { linkedin: 'LinkedIn', sso: 'SSO' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The development provider's consent page: one link per account, each the same
 * authorize URL with a login_hint (which consents). Plain HTML, no script; every
 * value escaped. A developer tool, so in English only.
 */
export function renderDevConsentPage({
  provider,
  state,
  accounts,
  authorizePath,
}: {
  provider: OAuthProvider;
  state: string;
  accounts: string[];
  authorizePath: string;
}): string {
  const name = PROVIDER_NAMES[provider];
  const links = accounts
    .map((email) => {
      const href = `${authorizePath}?${new URLSearchParams({ state, login_hint: email }).toString()}`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(email)}</a></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${name} (development provider)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;background:#f4f6fb;color:#1d2433}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;line-height:1.5;color:#4a5468}
ul{list-style:none;margin:0;padding:0}li+li{margin-top:8px}
a{display:block;padding:12px 16px;border:1px solid #d3d9e6;border-radius:8px;color:#1d4ed8;text-decoration:none;overflow-wrap:anywhere}
a:hover,a:focus{background:#eef3ff}
</style></head>
<body><main><h1>Sign in with ${name}</h1>
<p>Development provider: choose the account that consents. Klob receives a one-time code for it.</p>
<ul>${links || '<li>No confirmed account.</li>'}</ul></main></body></html>`;
}
