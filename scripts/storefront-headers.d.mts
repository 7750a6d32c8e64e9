export function storefrontOrigins(config: { storefronts: Array<{ themeHostname: string[] }> }, env?: Record<string, string | undefined>): string[];

export function storefrontHtmlHeaders(o: {
  remotes: unknown;
  config: { api: Record<string, unknown>; auth?: Record<string, unknown>; devOverrideOrigins?: string[] };
}): Record<string, string>;

export function storefrontServing(env?: Record<string, string | undefined>): {
  origins: string[];
  htmlHeaders: () => Record<string, string>;
};
/** The websocket origin beside an http(s) one: http -> ws, https -> wss. */
export function websocketOriginOf(origin: string): string;
