import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

/** Which exposed module of which remote to render, with its props. */
export interface RemoteModuleRequest<P extends object = object> {
  remote: string;
  /** The exposed module's name, e.g. 'TopUpForm' (without './'). */
  module: string;
  props: P;
  /** Compact slots (header widgets) show a smaller fallback. */
  compact?: boolean;
  /**
   * The server's HTML of this slot is enough until the shopper reaches for it (points at, focuses or touches it): the
   * page hydrates without the remote, which loads then. For parts that are plain content to the shopper, such as a
   * guest's sign-in offer. A shell that does not know it (before 3.6.0) loads the remote at once, as any slot.
   */
  deferHydration?: boolean;
}

/**
 * The page's one way to render another remote's module: the shell's remote slot (contract check,
 * timeout, fallback, Retry). The shell provides it; remotes never load each other themselves.
 */
export type RemoteModuleSlot = ComponentType<RemoteModuleRequest>;

const RemoteModuleContext = createContext<RemoteModuleSlot | null>(null);

export function RemoteModuleProvider({ slot, children }: { slot: RemoteModuleSlot; children: ReactNode }) {
  return createElement(RemoteModuleContext.Provider, { value: slot }, children);
}

export interface RemoteModuleProps<P extends object> extends RemoteModuleRequest<P> {
  /** Shown when no shell provides a loader (a remote's standalone page). */
  standalone?: ReactNode;
}

/** Renders an exposed module of a remote through the shell's slot. */
export function RemoteModule<P extends object>({ standalone = null, ...request }: RemoteModuleProps<P>) {
  const Slot = useContext(RemoteModuleContext);
  if (!Slot) return createElement('div', { className: 'remote-module--standalone', 'data-remote': request.remote }, standalone);
  return createElement(Slot, request as RemoteModuleRequest);
}

/** The props of one module of a remote's published contract (apps/<remote>/src/contract.ts). */
export type TypedRemoteModuleProps<C, M extends keyof C> = { module: M; props: C[M] } & Omit<RemoteModuleProps<object>, 'remote' | 'module' | 'props'>;

/**
 * RemoteModule bound to one remote's contract, so the consumer's typecheck fails when a module or
 * its props change incompatibly: `const Checkout = remoteModulesOf<CheckoutContract>('checkout')`,
 * then `<Checkout module="TopUpForm" props={{ gameSlug }} />`.
 */
export function remoteModulesOf<C extends { [M in keyof C]: object }>(remote: string) {
  return function TypedRemoteModule<M extends keyof C & string>({ module, props, ...rest }: TypedRemoteModuleProps<C, M>) {
    return createElement(RemoteModule, { ...rest, remote, module, props: props as object });
  };
}

/** The module names of a Module Federation exposes map ('./TopUpForm' -> 'TopUpForm'), without './contract'. */
export type ExposedModuleName<E> = {
  [K in keyof E]: K extends `./${infer M}` ? (M extends 'contract' ? never : M) : never;
}[keyof E];

/**
 * A remote's published contract (its src/contract.ts): props per exposed module. It must name exactly
 * the modules of the remote's exposes map, so module names are written in one place and checked here.
 */
export type PublishedContract<
  E,
  C extends { [M in ExposedModuleName<E>]: object } & { [K in Exclude<keyof C, ExposedModuleName<E>>]: never },
> = C;
