import { z } from '@store/shared';
import type { DehydratedState } from '@store/shared';
import { REMOTE_NAMES, type RemoteName } from '../federation/remoteNames';

/** The id of the <script type="application/json"> a server-rendered page carries for its hydration. */
export const SSR_STATE_ID = 'store-ssr-state';

/** What the server rendered the page with: the browser hydrates with exactly this. */
export interface ServerRenderedState {
  /** The data layer's answers (TanStack Query's dehydrated state): no second request for them. */
  readonly state: DehydratedState;
  /** The remote modules the page rendered; the browser loads them before hydrating. */
  readonly modules: ReadonlyArray<readonly [RemoteName, string]>;
  /** The modules the page rendered in deferred slots: the browser hydrates without them (DeferredRemoteSlot). */
  readonly deferred: ReadonlyArray<readonly [RemoteName, string]>;
  /** The i18n namespaces the page rendered with. */
  readonly namespaces: readonly string[];
  /** The country and language the page was rendered in (its prefix), null for pages without one. */
  readonly locale: { readonly country: string; readonly language: string } | null;
  /** The server drew the account's place for a shopper it took to be signed in (platform/signedInHint.ts). */
  readonly signedInExpected: boolean;
}

const ServerRenderedStateSchema = z.object({
  state: z.looseObject({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }),
  modules: z.array(z.array(z.string())),
  deferred: z.array(z.array(z.string())),
  namespaces: z.array(z.string()),
  locale: z.nullable(z.object({ country: z.string(), language: z.string() })),
  signedInExpected: z.optional(z.boolean()),
});

function remoteModulesOf(entries: readonly string[][]): Array<readonly [RemoteName, string]> {
  return entries.flatMap(([remote, module]) => (remote && module && (REMOTE_NAMES as readonly string[]).includes(remote) ? [[remote as RemoteName, module] as const] : []));
}

/** The server's state from the page, if the page was rendered on the server and the state reads well. */
export function serverRenderedStateOf(doc: Pick<Document, 'getElementById'>): ServerRenderedState | undefined {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = ServerRenderedStateSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    const { state, modules, deferred, namespaces, locale, signedInExpected } = parsed.data;
    return {
      state: state as unknown as DehydratedState,
      modules: remoteModulesOf(modules),
      deferred: remoteModulesOf(deferred),
      namespaces,
      locale,
      signedInExpected: signedInExpected === true,
    };
  } catch {
    return undefined;
  }
}
