import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { countryHomePath, PARTNER_UPCOMING_COUNTRIES } from '@store/shared/domain';
import { useShell } from '../chrome/ShellContext';
import { useShellTranslation } from '../i18n/shellI18n';
import { useDocumentTitle } from '../pages/useDocumentTitle';
import { answerAgeGate, type AgeAnswer } from './ageGate';

const UPCOMING: readonly string[] = PARTNER_UPCOMING_COUNTRIES;

/**
 * A white-label country page in an upcoming country (readings 11: Bangladesh) shows "coming soon" and
 * nothing to buy; every other page passes through.
 */
export const UpcomingCountryGate = observer(function UpcomingCountryGate({ children, countryPage }: { children: ReactNode; countryPage: boolean }) {
  const { shop, isWhiteLabel } = useRootStore();
  if (!countryPage || !isWhiteLabel || !shop.country || !UPCOMING.includes(shop.country.code)) return <>{children}</>;
  return <UpcomingCountryPage countryName={shop.country.enName} />;
});

function UpcomingCountryPage({ countryName }: { countryName: string }) {
  const { t } = useShellTranslation();
  const title = t('partner.upcoming.title', { country: countryName });
  useDocumentTitle(title);
  return (
    <section className="partner-gate" aria-labelledby="partner-upcoming-title" data-gate="upcoming-country">
      <div className="partner-gate__card">
        <h1 id="partner-upcoming-title">{title}</h1>
        <p>{t('partner.upcoming.body', { country: countryName })}</p>
        <Link className="partner-profile__primary" to="/international">
          {t('partner.upcoming.choose')}
        </Link>
      </div>
    </section>
  );
}

/** The age gate (section 6: "Age gate over 18 on some products"): the product page shows once the shopper is old enough. */
export const AgeGate = observer(function AgeGate({ children }: { children: ReactNode }) {
  const { gameName } = useParams();
  const { gates, ageAnswers } = useShell();
  const { isWhiteLabel } = useRootStore();
  const gated = isWhiteLabel && gameName !== undefined && (gates?.ageGatedProducts ?? []).includes(gameName);
  const [answer, setAnswer] = useState<AgeAnswer | undefined>(() => (gated && gameName ? ageAnswers?.of(gameName) : undefined));
  if (!gated || !gameName || answer === 'passed') return <>{children}</>;
  const remember = (value: AgeAnswer) => {
    ageAnswers?.remember(gameName, value);
    setAnswer(value);
  };
  return <AgeGateForm minimumAge={gates?.minimumAge ?? 18} blocked={answer === 'blocked'} onAnswer={remember} />;
});

function AgeGateForm({ minimumAge, blocked, onAnswer }: { minimumAge: number; blocked: boolean; onAnswer: (a: AgeAnswer) => void }) {
  const { t } = useShellTranslation();
  const { shop } = useRootStore();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const title = t(blocked ? 'partner.age.blockedTitle' : 'partner.age.title', { age: String(minimumAge) });
  useDocumentTitle(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = answerAgeGate(value, minimumAge, new Date());
    if (answer === 'invalid') {
      setInvalid(true);
      return;
    }
    onAnswer(answer);
  };
  if (blocked) {
    return (
      <section className="partner-gate" aria-labelledby="partner-age-title" data-gate="age-blocked">
        <div className="partner-gate__card">
          <h1 id="partner-age-title">{title}</h1>
          <p>{t('partner.age.blockedBody', { age: String(minimumAge) })}</p>
          <Link className="partner-profile__primary" to={shop.country ? countryHomePath(shop.country, shop.switchedLanguage) : '/'}>
            {t('partner.age.back')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="partner-gate" aria-labelledby="partner-age-title" data-gate="age">
      <div className="partner-gate__card">
        <h1 id="partner-age-title">{title}</h1>
        <p>{t('partner.age.body', { age: String(minimumAge) })}</p>
        <form onSubmit={submit} noValidate>
          <label htmlFor="partner-age-birth">{t('partner.age.birthDate')}</label>
          <input
            id="partner-age-birth"
            type="date"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setInvalid(false);
            }}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'partner-age-error' : undefined}
            required
          />
          {invalid ? (
            <p id="partner-age-error" className="partner-gate__error" role="alert">
              {t('partner.age.invalid')}
            </p>
          ) : null}
          <button type="submit" className="partner-profile__primary">
            {t('partner.age.continue')}
          </button>
        </form>
      </div>
    </section>
  );
}

/** A product that requires an account (readings 2: a partner account here): signed-out shoppers are asked to sign in. */
export const AccountRequiredGate = observer(function AccountRequiredGate({ children }: { children: ReactNode }) {
  const { gameName } = useParams();
  const { gates, partner } = useShell();
  const { isWhiteLabel, session } = useRootStore();
  const { t } = useShellTranslation();
  const gated = isWhiteLabel && gameName !== undefined && (gates?.accountRequiredProducts ?? []).includes(gameName) && !session.isPartnerAccount;
  const title = t('partner.account.title');
  useDocumentTitle(gated ? title : undefined);
  if (!gated) return <>{children}</>;
  return (
    <section className="partner-gate" aria-labelledby="partner-account-title" data-gate="account-required">
      <div className="partner-gate__card">
        <h1 id="partner-account-title">{title}</h1>
        <p>{t('partner.account.body')}</p>
        {partner ? (
          <button type="button" className="partner-profile__primary" onClick={() => void partner.login()}>
            {t('partner.profile.signIn')}
          </button>
        ) : null}
      </div>
    </section>
  );
});
