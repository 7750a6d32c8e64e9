import { PlaceholderPage } from '@store/shared/ui';

export type CodacashLandingPageProps = Record<string, never>;

export default function CodacashLandingPage(_props: CodacashLandingPageProps) {
  return <PlaceholderPage remote="wallet" title="Codacash" />;
}
