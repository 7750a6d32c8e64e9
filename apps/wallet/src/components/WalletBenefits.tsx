import { useWalletTranslation } from '../i18n/useWalletTranslation';

const BENEFITS = [
  { key: 'fast', mark: <BoltIcon /> },
  { key: 'topUp', mark: <PlusIcon /> },
  { key: 'gift', mark: <GiftIcon /> },
] as const;

function BoltIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v9H5v-9M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  );
}

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
