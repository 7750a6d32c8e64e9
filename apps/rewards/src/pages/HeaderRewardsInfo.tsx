export type HeaderRewardsInfoProps = Record<string, never>;

/** Header widget: the shopper's rewards total (filled in by the rewards issue). */
export default function HeaderRewardsInfo(_props: HeaderRewardsInfoProps) {
  return (
    <span className="header-widget" data-widget="rewards">
      Rewards
    </span>
  );
}
