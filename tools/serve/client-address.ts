import type { ClientRequest, IncomingHttpHeaders } from 'node:http';

/** Headers through which a client could claim another address; the proxy drops every one it receives. */
export const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Issue 6 (hole 7): the api trusts X-Forwarded-For only from loopback, that is
 * from this proxy, to limit sign-in attempts per client. So the proxy never
 * passes on what a client wrote there: it states the address that connected to it.
 */
export function withClientAddress<Headers extends IncomingHttpHeaders | Record<string, unknown>>(
  headers: Headers,
  clientAddress: string,
): Headers {
  const rewritten: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!(FORWARDING_HEADERS as readonly string[]).includes(name.toLowerCase())) rewritten[name] = value;
  }
  rewritten['x-forwarded-for'] = clientAddress;
  return rewritten as Headers;
}

/** The same for a request already made to the api (http-proxy's `proxyReq`, as webpack-dev-server's proxy gives it). */
export function stateClientAddress(proxyRequest: ClientRequest, clientAddress: string | undefined): void {
  for (const name of FORWARDING_HEADERS) proxyRequest.removeHeader(name);
  if (clientAddress) proxyRequest.setHeader('x-forwarded-for', clientAddress);
}
