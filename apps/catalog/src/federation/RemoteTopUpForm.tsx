import { ProblemWithRetry } from '@store/shared';
import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * checkout/TopUpForm's props, as checkout's src/exposes.ts declares them (contract major 1). Written
 * here, not imported: a remote never imports another remote's source.
 */
export interface TopUpFormProps {
  gameSlug: string;
}

const TOP_UP_FORM = 'checkout/TopUpForm';
/** Gives up (and offers Retry) if checkout has not answered by then. */
export const TOP_UP_FORM_TIMEOUT_MS = 6000;

type RemoteLoad = (id: string) => Promise<unknown>;

/** The part of a federation runtime instance this loader uses. */
interface FederationInstance {
  options?: { remotes?: ReadonlyArray<{ name: string }> };
  loadRemote(id: string): Promise<unknown>;
}

/**
 * The shell's federation instance: it registered every remote of the deploy's manifest (with its dev
 * overrides). Remote entries are built with the shell's runtime (externalRuntime), so this remote does
 * not bundle '@module-federation/enhanced/runtime' and reads the page's instances instead. Without a
 * shell (the standalone page) there is none, and the caller shows its fallback.
 */
function loaderFor(remote: string): RemoteLoad {
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
  const host = instances.find((i) => i.options?.remotes?.some((r) => r.name === remote));
  if (!host) return () => Promise.reject(new Error(`no federation instance knows the ${remote} remote`));
  return (id) => host.loadRemote(id);
}

export async function loadTopUpForm(load: RemoteLoad = loaderFor('checkout')): Promise<ComponentType<TopUpFormProps>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`checkout did not answer within ${TOP_UP_FORM_TIMEOUT_MS} ms`)), TOP_UP_FORM_TIMEOUT_MS);
  });
  try {
    const mod = (await Promise.race([load(TOP_UP_FORM), timeout])) as { default?: ComponentType<TopUpFormProps> } | undefined;
    if (!mod?.default) throw new Error(`${TOP_UP_FORM} could not be loaded`);
    return mod.default;
  } finally {
    clearTimeout(timer);
  }
}

type State = { kind: 'loading' } | { kind: 'ready'; Form: ComponentType<TopUpFormProps> } | { kind: 'failed' };

export interface RemoteTopUpFormProps extends TopUpFormProps {
  /** Texts of the fallback, in the shop language. */
  unavailable: string;
  retryLabel: string;
  loadingLabel: string;
  load?: () => Promise<ComponentType<TopUpFormProps>>;
}

/** checkout's top-up form through Module Federation, with a fallback and Retry if it fails to load or render. */
export function RemoteTopUpForm({ gameSlug, unavailable, retryLabel, loadingLabel, load = loadTopUpForm }: RemoteTopUpFormProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    load().then(
      (Form) => !cancelled && setState({ kind: 'ready', Form }),
      () => !cancelled && setState({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const fallback = <ProblemWithRetry className="remote-fallback" data-testid="topup-fallback" message={unavailable} retryLabel={retryLabel} onRetry={retry} />;
  if (state.kind === 'failed') return fallback;
  if (state.kind === 'loading') {
    return (
      <div className="topup-slot topup-slot--loading" aria-busy="true">
        <span className="visually-hidden">{loadingLabel}</span>
      </div>
    );
  }
  return (
    <RenderBoundary key={attempt} fallback={fallback}>
      <state.Form gameSlug={gameSlug} />
    </RenderBoundary>
  );
}

class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
