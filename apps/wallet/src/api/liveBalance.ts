import { z } from '@store/shared';
import { WalletSchema, type WalletData } from '@store/shared/api';

/** What the API's GET /wallet/live sends (apps/api/src/wallet/live.ts). */
export const LiveMessageSchema = z.union([
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('balance'), reason: z.string(), wallet: WalletSchema }),
]);
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

/** The API's close codes that change what the client does next. */
export const LiveCloseCode = { Unauthenticated: 4401, TooManySockets: 4429 } as const;

/** Reconnect delays: 1 s doubling to 60 s, each with jitter so a restarted API is not hit by every tab at once. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;

/** 'live' from the server's ready until the socket closes; polling is the fallback whenever it is not. */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'down';

/** The part of the browser's WebSocket this module uses (tests pass a fake). */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveBalanceDeps {
  /** ws(s)://…/wallet/live */
  url: string;
  /** The signed-in user's ID token, read at each connection (a refreshed one after 4401); none stops the socket. */
  getToken(): Promise<string | undefined>;
  onWallet(wallet: WalletData): void;
  openSocket?: (url: string) => LiveSocket;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/** The live-balance URL beside the wallet API's base URL: http(s) becomes ws(s). */
export function liveBalanceUrl(walletBaseUrl: string, pageUrl?: string): string {
  const url = new URL(`${walletBaseUrl.replace(/\/+$/, '')}/live`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The delay before reconnect attempt n (0-based): exponential, capped, between half and all of it. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * One live-balance socket: connects, authenticates with the ID token as its first message, hands
 * each pushed wallet to onWallet, and reconnects with backoff until stopped. Nothing happens before start().
 */
export class LiveBalanceConnection {
  private status_: LiveStatus = 'idle';
  private socket: LiveSocket | undefined;
  private timer: unknown;
  private attempt = 0;
  private stopped = true;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: LiveBalanceDeps) {}

  get status(): LiveStatus {
    return this.status_;
  }

  /** For useSyncExternalStore: called on every status change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'page left');
    }
    this.setStatus('idle');
  }

  private setStatus(next: LiveStatus) {
    if (next === this.status_) return;
    this.status_ = next;
    for (const l of [...this.listeners]) l();
  }

  private cancelTimer() {
    if (this.timer !== undefined) (this.deps.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = undefined;
  }

  private async connect(): Promise<void> {
    this.setStatus('connecting');
    let token: string | undefined;
    try {
      token = await this.deps.getToken();
    } catch {
      token = undefined;
    }
    if (this.stopped) return;
    if (!token) {
      // Signed out meanwhile: nothing to listen to; polling (if any) is the caller's.
      this.setStatus('down');
      return;
    }
    let socket: LiveSocket;
    try {
      socket = (this.deps.openSocket ?? ((u) => new WebSocket(u) as unknown as LiveSocket))(this.deps.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.retry(event.code === LiveCloseCode.TooManySockets ? RECONNECT_MAX_MS : undefined);
    };
  }

  private receive(data: unknown) {
    let message: LiveMessage | undefined;
    try {
      const parsed = LiveMessageSchema.safeParse(typeof data === 'string' ? JSON.parse(data) : undefined);
      message = parsed.success ? parsed.data : undefined;
    } catch {
      message = undefined;
    }
    if (!message) return;
    if (message.type === 'ready') {
      this.attempt = 0;
      this.setStatus('live');
      return;
    }
    this.deps.onWallet(message.wallet);
  }

  private retry(delayMs?: number) {
    if (this.stopped) return;
    this.setStatus('down');
    const wait = delayMs ?? reconnectDelayMs(this.attempt, this.deps.random);
    this.attempt += 1;
    this.cancelTimer();
    this.timer = (this.deps.setTimer ?? setTimeout)(() => {
      this.timer = undefined;
      void this.connect();
    }, wait);
  }
}
