import { ComingSoonPage } from './ComingSoonPage';

export type RewardsLandingPageProps = Record<string, never>;

export default function RewardsLandingPage(_props: RewardsLandingPageProps) {
  return <ComingSoonPage titleKey="title.landing" />;
}
