import { ComingSoonPage } from './ComingSoonPage';

export type CodacashLandingPageProps = Record<string, never>;

export default function CodacashLandingPage(_props: CodacashLandingPageProps) {
  return <ComingSoonPage titleKey="title.codacash" />;
}
