import { ComingSoonPage } from './ComingSoonPage';

export type VerifyAccountDeletePageProps = Record<string, never>;

export default function VerifyAccountDeletePage(_props: VerifyAccountDeletePageProps) {
  return <ComingSoonPage titleKey="page.deleteAccount" />;
}
