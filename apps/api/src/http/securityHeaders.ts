import type { FastifyReply } from 'fastify';

/**
 * Headers every API response carries. JSON answers need no scripts: the default CSP allows nothing and no framing;
 * HTML pages (sign-up confirmation) set their own, stricter-or-equal CSP, which is kept.
 */
export function securityHeaders(reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', reply.getHeader('referrer-policy') ?? 'strict-origin-when-cross-origin');
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** A client on this machine (dev-only endpoints answer nobody else). trustProxy is off, so this is the socket's peer. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
