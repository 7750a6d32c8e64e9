import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { ensureWalletStyles } from './styles';

export interface WalletFrameProps {
  /** The page's heading (its h1), in the shop language. */
  title: string;
  /** Words not loaded yet: the frame keeps its place, busy, with no developer text. */
  ready: boolean;
  /** Marks the page for e2e and styling: data-wallet-page="...". */
  name: string;
  children?: ReactNode;
}

/** Every wallet screen: one section labelled by its h1, in the shop's direction, with the wallet's styles. */
export const WalletFrame = observer(function WalletFrame({ title, ready, name, children }: WalletFrameProps) {
  ensureWalletStyles();
  const { shop } = useRootStore();
  if (!ready) return <section className="wallet" data-remote-page="wallet" data-wallet-page={name} aria-busy="true" />;
  return (
    <section className="wallet" data-remote-page="wallet" data-wallet-page={name} aria-labelledby={`wallet-${name}-title`} dir={shop.rtl ? 'rtl' : 'ltr'}>
      <h1 id={`wallet-${name}-title`}>
        {title}
      </h1>
      {children}
    </section>
  );
});
