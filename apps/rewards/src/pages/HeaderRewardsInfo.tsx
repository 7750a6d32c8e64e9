import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

export type HeaderRewardsInfoProps = Record<string, never>;

/** Header widget: the shopper's rewards (their total comes with the rewards issue). */
export default function HeaderRewardsInfo(_props: HeaderRewardsInfoProps) {
  const { t, ready } = useRewardsTranslation();
  return (
    <span className="header-widget" data-widget="rewards">
      {ready ? t('widget.label') : null}
    </span>
  );
}
