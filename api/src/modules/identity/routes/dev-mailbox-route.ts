import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { ok } from '../../../http/envelope.js';
import { forbidden } from '../../../http/errors.js';
import type { DevMailbox } from '../dev-mailbox.js';
import { MailboxQuery } from '../schemas.js';

const loopbackAddresses = new net.BlockList();
loopbackAddresses.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackAddresses.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  if (net.isIPv4(ipv4)) return loopbackAddresses.check(ipv4, 'ipv4');
  return net.isIPv6(address) && loopbackAddresses.check(address, 'ipv6');
}

/**
 * Only a caller on this machine: the connection's own peer must be loopback, and
 * so must the client a trusted proxy names (the shell's proxy forwards remote browsers).
 */
export const callerIsLocal = (request: FastifyRequest) => isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

/**
 * GET /dev/mailbox?email=: the codes sent to an address, latest first. Registered
 * only with DEV_MAILBOX=1 outside production (config `devMailbox`); answers loopback callers only (issue 6).
 */
export function registerDevMailboxRoute(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get<{ Querystring: MailboxQuery }>(
    IDENTITY_PATHS.devMailbox,
    {
      // onRequest, before validation: a remote caller learns nothing about the parameters.
      onRequest: async (request) => {
        if (!callerIsLocal(request)) throw forbidden('The dev mailbox answers only callers on this machine');
      },
      schema: { querystring: MailboxQuery },
    },
    async (request) => ok(await mailbox.list(request.query.email)),
  );
}
