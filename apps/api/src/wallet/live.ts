import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { verifyIdToken } from '../cognito';
import { corsOrigins } from '../http/returnUrl';
import type { BalanceChange } from './balanceEvents';

/** Close codes of the live-balance socket (4000-4999 are the application's own). */
export const LiveCloseCode = {
  /** No valid ID token in time, or it expired: sign in (or refresh the token) and reconnect. */
  Unauthenticated: 4401,
  /** The user has MAX_LIVE_SOCKETS_PER_USER open already: poll instead. */
  TooManySockets: 4429,
  /** A message that is not the auth message. */
  BadMessage: 1008,
  /** A ping went unanswered for a whole interval. */
  NoPong: 4408,
} as const;

/** How long a new socket has to send its ID token. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;
/** Tabs of one user that get pushes at once; more fall back to polling. */
export const MAX_LIVE_SOCKETS_PER_USER = 5;
/** The only client message is the auth one; an ID token is a few KB at most. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/** The first (and only) message a client sends: its ID token, never in the URL (logs, proxies). */
export const LiveAuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(8192) }).strict();

/** What the server sends. */
export type LiveServerMessage =
  | { type: 'ready' }
  | { type: 'balance'; reason: BalanceChange['reason'] | 'snapshot'; wallet: BalanceChange['wallet'] };

export interface WalletLiveOptions {
  /** Ping interval (spec 9: 5 minutes). */
  pingMs: number;
}

const send = (socket: WebSocket, message: LiveServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * GET /wallet/live: a websocket that pushes the signed-in user's balance whenever it changes
 * (decision wallet-live-balance). Only from a storefront origin; the ID token comes as the first message.
 */
export const walletLivePlugin: FastifyPluginAsync<WalletLiveOptions> = async (app, { pingMs }) => {
  const { store: ctx, wallets } = app;
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const open = new Map<string, Set<WebSocket>>();

  // Browsers send Origin on every websocket handshake; another site's page (or none) is refused before the upgrade.
  const storefrontOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = req.headers.origin;
    if (!origin || !corsOrigins(ctx.config).has(origin)) {
      await reply.code(403).send({ error: 'FORBIDDEN', resultCode: 403, resultMessage: 'Origin not allowed' });
    }
  };

  app.get('/live', { websocket: true, onRequest: storefrontOnly }, (socket, req) => {
    let alive = true;
    let stop: (() => void) | undefined;
    let expiry: NodeJS.Timeout | undefined;
    const authTimer = setTimeout(() => socket.close(LiveCloseCode.Unauthenticated, 'auth timeout'), LIVE_AUTH_TIMEOUT_MS);
    const ping = setInterval(() => {
      if (!alive) {
        socket.close(LiveCloseCode.NoPong, 'no pong');
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, pingMs);
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(expiry);
      clearInterval(ping);
      stop?.();
    });
    socket.on('error', (e) => req.log.warn({ err: e }, 'wallet live socket error'));

    socket.once('message', (data: Buffer, isBinary: boolean) => {
      void (async () => {
        let parsed: z.infer<typeof LiveAuthMessageSchema> | undefined;
        try {
          const r = LiveAuthMessageSchema.safeParse(isBinary ? undefined : JSON.parse(data.toString('utf8')));
          parsed = r.success ? r.data : undefined;
        } catch {
          parsed = undefined;
        }
        if (!parsed) return socket.close(LiveCloseCode.BadMessage, 'expected {type:auth}');
        const claims = await verifyIdToken(ctx.db, parsed.token);
        clearTimeout(authTimer);
        if (!claims || typeof claims.sub !== 'string') return socket.close(LiveCloseCode.Unauthenticated, 'not authenticated');
        if (socket.readyState !== socket.OPEN) return;
        const sub = claims.sub;
        const mine = open.get(sub) ?? new Set<WebSocket>();
        if (mine.size >= MAX_LIVE_SOCKETS_PER_USER) return socket.close(LiveCloseCode.TooManySockets, 'too many sockets');
        mine.add(socket);
        open.set(sub, mine);
        const unsubscribe = wallets.balanceEvents.subscribe(sub, (change) => send(socket, { type: 'balance', reason: change.reason, wallet: change.wallet }));
        stop = () => {
          unsubscribe();
          mine.delete(socket);
          if (mine.size === 0) open.delete(sub);
        };
        // A token outlives nothing: at its expiry the client reconnects with a fresh one (or stops, signed out).
        if (typeof claims.exp === 'number') {
          const left = claims.exp * 1000 - Date.now();
          expiry = setTimeout(() => socket.close(LiveCloseCode.Unauthenticated, 'token expired'), Math.max(0, Math.min(left, 2 ** 31 - 1)));
        }
        // Any further message is a protocol error: the socket only listens.
        socket.on('message', () => socket.close(LiveCloseCode.BadMessage, 'unexpected message'));
        send(socket, { type: 'ready' });
        // What changed while this client was not connected.
        const w = wallets.get(sub);
        if (w) send(socket, { type: 'balance', reason: 'snapshot', wallet: wallets.view(w) });
      })().catch((e: unknown) => {
        req.log.warn({ err: e }, 'wallet live socket auth failed');
        socket.close(LiveCloseCode.Unauthenticated, 'not authenticated');
      });
    });
  });
};
