import { useWalletTranslation } from '../i18n/useWalletTranslation';

const BENEFITS = [
  { key: 'fast', mark: '⚡' },
  { key: 'topUp', mark: '+' },
  { key: 'gift', mark: '🎁' },
] as const;

/** What Codacash gives (the landing page, and the wallet home before activation): three short cards. */
export function WalletBenefits() {
  const { t } = useWalletTranslation();
  return (
    <ul className="wallet-benefits" data-testid="wallet-benefits">
      {BENEFITS.map((b) => (
        <li key={b.key}>
          <span className="wallet-benefits__mark" aria-hidden="true">
            {b.mark}
          </span>
          <strong>{t(`landing.benefit.${b.key}.title`)}</strong>
          {t(`landing.benefit.${b.key}.body`)}
        </li>
      ))}
    </ul>
  );
}
