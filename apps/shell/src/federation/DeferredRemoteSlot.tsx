import { lazy, memo, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { isNamespaceRegistered, useI18n, type StoreI18n } from '@store/shared';
import { reportFailure } from '../platform/reportFailure';
import { loadedRemoteModule, loadRemoteModule, resetRemote } from './remoteLoader';
import { failureReasonOf } from './remoteLoadError';
import { ServerRenderContext } from './serverRenderContext';
import { serverRenderedPart } from './serverDeferredParts';
import type { RemoteName } from './remoteNames';
import { RemoteErrorBoundary, RemoteFallback, RemoteSlotLoading } from './RemoteSlotParts';

/** What a shopper does before using a part of the page: pointing at it, focusing it, touching it. */
export const REACHING_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;

interface Want {
  readonly wanted: Promise<void>;
  readonly want: () => void;
}

function createWant(): Want {
  let want = () => undefined as void;
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  return { wanted, want };
}

type Loaded = { default: ComponentType<object> };

/**
 * The module, once wanted, with its remote's catalogue: hydrating it must render the words the server did. A module
 * that no longer loads renders the slot's fallback (React then renders the part afresh in place of the server's HTML).
 */
function lazyModule(remote: RemoteName, module: string, want: Want, i18n: StoreI18n, compact: boolean | undefined, onRetry: () => void) {
  return lazy(async (): Promise<Loaded> => {
    await want.wanted;
    try {
      const mod = await loadRemoteModule<Loaded>(remote, module);
      if (isNamespaceRegistered(remote)) await i18n.loadNamespaces(remote).catch(() => undefined);
      return mod;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const reason = failureReasonOf(error);
      reportFailure({ source: 'remote', remote, reason, message, error });
      return { default: () => <RemoteFallback remote={remote} compact={compact} reason={reason} onRetry={onRetry} detail={message} /> };
    }
  });
}

/**
 * The loading state of a deferred slot, shown only when React renders the part afresh, which wants the module now:
 * the copy of the server's HTML where there is one (its link works as a link meanwhile), else the slot's loading state.
 */
function WantingNow({ remote, compact, want, copy }: { remote: RemoteName; compact: boolean | undefined; want: () => void; copy: string | undefined }) {
  useEffect(want, [want]);
  // The server's own HTML of this part, rendered by this page's server: nothing a shopper typed.
  return copy ? <span className="remote-slot-deferred" dangerouslySetInnerHTML={{ __html: copy }} /> : <RemoteSlotLoading remote={remote} compact={compact} />;
}

interface DeferredRemoteSlotProps {
  remote: RemoteName;
  module: string;
  props: object;
  compact?: boolean | undefined;
}

/** Equal slots: the same part with equal props (a parent's re-render must not reach the unhydrated part: React would drop its HTML). */
function sameSlot(a: DeferredRemoteSlotProps, b: DeferredRemoteSlotProps): boolean {
  const keys = Object.keys(a.props);
  const same = keys.length === Object.keys(b.props).length && keys.every((key) => Object.is((a.props as Record<string, unknown>)[key], (b.props as Record<string, unknown>)[key]));
  return same && a.remote === b.remote && a.module === b.module && a.compact === b.compact;
}

/**
 * A remote slot whose server-rendered HTML is enough until the shopper reaches for it (issue 11): the browser hydrates
 * the page without the remote's code, keeps the server's HTML of this slot (a link works as a link), and loads the
 * remote when the shopper points at, focuses or touches the slot, or navigates (then the part renders in the browser,
 * with a copy of the server's HTML until its code is in, so the next page never waits for it). Rendered without
 * server HTML, it loads at once, as any slot. For parts that are plain content to a guest, such as the header's
 * Codacash link: the full store's pages then load the wallet remote only for a shopper who uses it.
 */
export const DeferredRemoteSlot = memo(function DeferredRemoteSlot({ remote, module, props, compact }: DeferredRemoteSlotProps) {
  const i18n = useI18n();
  const serverRender = useContext(ServerRenderContext);
  const slot = useRef<HTMLSpanElement>(null);
  const [want, setWant] = useState(createWant);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(remote);
    const now = createWant();
    now.want();
    setWant(now);
    setComponent(() => lazyModule(remote, module, now, i18n, compact, retry));
    setAttempt((n) => n + 1);
  };
  // Decided once per attempt: a module loaded later must not swap the component (that would mount the part again).
  // None: the server sent this slot's loading state (its remote failed there), which the first render must match.
  const [Component, setComponent] = useState<ComponentType<object> | LazyExoticComponent<ComponentType<object>> | null>(() => {
    const loaded = loadedRemoteModule<Loaded>(remote, module);
    if (loaded) return loaded.default;
    return serverRenderedPart(remote, module) === false ? null : lazyModule(remote, module, want, i18n, compact, retry);
  });
  const ready = loadedRemoteModule<Loaded>(remote, module) !== undefined;
  serverRender?.usedModule(remote, module, ready, { deferred: true });

  // The shopper moved on in the store. React renders a navigation in a transition and would hold it until this part,
  // whose context changed, is hydrated: so a part whose code is not in yet is let go. Its boundary gets a new key and
  // renders in the browser, showing a copy of the server's HTML until the code is in (or its loading state in another
  // language or country, where that HTML is out of date); the next page never waits for it. (The store's routes have no
  // loaders or fetchers: the router's state changes with the location only.)
  // Any navigation counts, a new query or hash too (a search on the search page changes only the query).
  const { pathname, key } = useLocation();
  const firstPath = useRef(pathname);
  const firstKey = useRef(key);
  const letGo = useRef(false);
  if (!letGo.current && key !== firstKey.current && !ready) letGo.current = true;
  const serverCopy = useRef<string | undefined>(undefined);
  const sameLocale = pathname.split('/')[1] === firstPath.current.split('/')[1];

  useEffect(() => {
    // The server's HTML of the part, still unhydrated at the first commit (without React's boundary markers).
    if (slot.current && serverRenderedPart(remote, module) && !ready) serverCopy.current = slot.current.innerHTML.replace(/<!--\/?\$[!?]?-->/g, '');
    // Once: what the server sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const reach = want.want;
    // Listened for on the document, capturing: React stops these events at the root while the part is not hydrated.
    const onReach = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) reach();
    };
    const doc = element.ownerDocument;
    for (const type of REACHING_EVENTS) doc.addEventListener(type, onReach, { capture: true, passive: true });
    return () => {
      for (const type of REACHING_EVENTS) doc.removeEventListener(type, onReach, { capture: true });
    };
  }, [want]);

  // The server sent the slot without its part: there is nothing to reach for, so it loads now.
  useEffect(() => {
    if (Component !== null) return;
    want.want();
    setComponent(() => lazyModule(remote, module, want, i18n, compact, retry));
    // Once, after the first render (retry makes a new component).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // On the server a module not loaded yet renders the loading state (the renderer loads it and renders again).
  const Part = serverRender && !ready ? null : Component;
  return (
    <span ref={slot} className="remote-slot-deferred" data-remote={remote}>
      <Suspense
        key={letGo.current ? 'browser' : 'server'}
        fallback={<WantingNow remote={remote} compact={compact} want={want.want} copy={sameLocale ? serverCopy.current : undefined} />}
      >
        <RemoteErrorBoundary remote={remote} compact={compact} onRetry={retry} key={attempt}>
          {Part ? <Part {...props} /> : <RemoteSlotLoading remote={remote} compact={compact} />}
        </RemoteErrorBoundary>
      </Suspense>
    </span>
  );
}, sameSlot);
