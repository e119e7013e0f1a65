import type { ClientRequest, IncomingMessage } from 'node:http';
import { stateClientAddress } from '../serve/client-address';

const sendConnectingAddress = (proxyRequest: ClientRequest, request: IncomingMessage): void =>
  stateClientAddress(proxyRequest, request.socket.remoteAddress);

/**
 * webpack-dev-server's proxy of `paths` to the api (HTTP and the chat socket's upgrade).
 * Issue 6 (holes 2, 7): the api trusts X-Forwarded-For from loopback, that is from this
 * proxy, for the dev mailbox's "this machine only" and the per-client sign-in limits; the
 * dev server listens on every interface, so like the production proxy (tools/serve) it
 * never passes on what a client wrote there and states the address that connected to it.
 */
export function devApiProxy(paths: string[], target: string) {
  return {
    // Whole segments only, as the production proxy matches: '/locale' is the api's, '/locales/' the app's own texts.
    context: (pathname: string) => paths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    target,
    ws: true,
    changeOrigin: true,
    xfwd: false,
    onProxyReq: sendConnectingAddress,
    onProxyReqWs: sendConnectingAddress,
  };
}
