import { PlaceholderPage } from '@store/shared';

export type HomePageProps = Record<string, never>;

export default function HomePage(_props: HomePageProps) {
  return <PlaceholderPage remote="catalog" title="Home" />;
}
