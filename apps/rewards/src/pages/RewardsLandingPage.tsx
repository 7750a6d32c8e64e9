import { PlaceholderPage } from '@store/shared/ui';

export type RewardsLandingPageProps = Record<string, never>;

export default function RewardsLandingPage(_props: RewardsLandingPageProps) {
  return <PlaceholderPage remote="rewards" title="Rewards" />;
}
