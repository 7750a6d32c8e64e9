import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { ensureRewardsStyles } from './styles';

export interface RewardsFrameProps {
  /** The page's heading (its h1), in the shop language. */
  title: string;
  /** Words not loaded yet: the frame keeps its place, busy, with no developer text. */
  ready: boolean;
  /** Marks the page for e2e and styling: data-rewards-page="...". */
  name: string;
  children?: ReactNode;
}

/** Every rewards screen: one section labelled by its h1, in the shop's direction, with the remote's styles. */
export const RewardsFrame = observer(function RewardsFrame({ title, ready, name, children }: RewardsFrameProps) {
  ensureRewardsStyles();
  const { shop } = useRootStore();
  if (!ready) return <section className="rewards" data-remote-page="rewards" data-rewards-page={name} aria-busy="true" />;
  return (
    <section className="rewards" data-remote-page="rewards" data-rewards-page={name} aria-labelledby={`rewards-${name}-title`} dir={shop.rtl ? 'rtl' : 'ltr'}>
      <h1 id={`rewards-${name}-title`}>{title}</h1>
      {children}
    </section>
  );
});
