import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import { useRootStore } from '@store/shared';
import { countdownTo, isInPreRegistrationPhase, isIos, launchCalendarFile, launchCalendarFileName, type PreRegistration, intlLocale } from '@store/shared/domain';
import { messageFor } from '@store/shared/errors';
import { useShell } from '../chrome/ShellContext';
import { userInitials } from '../chrome/userInitials';
import { PartnerPlayerFacts } from './PartnerPlayerFacts';
import { useShellTranslation } from '../i18n/shellI18n';

/**
 * The product page of a game in pre-registration on this storefront (config.json preRegistration): above the
 * catalog's page, a countdown to the launch with "Add to calendar", and the partner player's card (section 2).
 * The launch decides at render; a page left open past it shows "out now" in the countdown.
 */
export const PreRegistrationSection = observer(function PreRegistrationSection({ children }: { children: ReactNode }) {
  const { gameName } = useParams();
  const { preRegistration } = useShell();
  const { isWhiteLabel } = useRootStore();
  const [now] = useState(() => new Date());
  const shown = isWhiteLabel && preRegistration !== undefined && isInPreRegistrationPhase(preRegistration, gameName, now);
  return (
    <>
      {shown ? <PreRegistrationPanel preRegistration={preRegistration} /> : null}
      {children}
    </>
  );
});

export function PreRegistrationPanel({ preRegistration }: { preRegistration: PreRegistration }) {
  const { t } = useShellTranslation();
  const { shop } = useRootStore();
  const launch = new Date(preRegistration.launchAt);
  const locale = shopLocale(shop);
  const launchText = formatLaunch(launch, locale);
  const game = preRegistration.gameName;
  return (
    <section className="pre-registration" aria-labelledby="pre-registration-title" data-testid="pre-registration">
      <div className="pre-registration__launch">
        <p className="pre-registration__eyebrow">{t('preRegistration.eyebrow')}</p>
        <h2 id="pre-registration-title">{t('preRegistration.title', { game })}</h2>
        <p>
          {t('preRegistration.launchesOn')}{' '}
          {/* A time of day is written differently by Node's ICU and the browser's ("AM 2:00" / "오전 2:00" in Korean): the
              server's text stays until the page renders again. */}
          <time dateTime={preRegistration.launchAt} suppressHydrationWarning>
            {launchText}
          </time>
        </p>
        <LaunchCountdown launchAt={preRegistration.launchAt} game={game} />
        <AddToCalendar preRegistration={preRegistration} launchText={launchText} />
      </div>
      <PlayerCard gameSlug={preRegistration.gameSlug} />
    </section>
  );
}

/** Dates in the shop's language and country ("1 October 2026" in Singapore, not the US order). */
function shopLocale(shop: { language?: { code: string } | undefined; country?: { code: string } | undefined }): string {
  return shop.language ? `${shop.language.code}-${(shop.country?.code ?? '').toUpperCase()}` : 'en';
}

/** The launch in the shopper's language and time zone, with the zone named (a launch is a moment, not a local time). */
function formatLaunch(launch: Date, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), options).format(launch);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(launch);
  }
}

function formatDay(day: Date, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), options).format(day);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(day);
  }
}

/** Days, hours, minutes and seconds to the launch, ticking once a second (a timer: not read out every second). */
function LaunchCountdown({ launchAt, game }: { launchAt: string; game: string }) {
  const { t } = useShellTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = countdownTo(launchAt, new Date(now));
  if (left.launched) return <p className="pre-registration__launched">{t('preRegistration.launched', { game })}</p>;
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <div className="pre-registration__countdown" role="timer" aria-label={t('preRegistration.timeLeft', { game })} data-testid="pre-registration-countdown">
      {parts.map(([unit, value]) => (
        <div key={unit} className="pre-registration__unit">
          {/* The server's second and the browser's differ: the next tick (a second later) shows the browser's. */}
          <span className="pre-registration__value" suppressHydrationWarning>
            {String(value).padStart(2, '0')}
          </span>
          <span className="pre-registration__label">{t(`preRegistration.unit.${unit}`)}</span>
        </div>
      ))}
    </div>
  );
}

/** The launch as an .ics download. On iOS the file does not open the calendar at once: a note says how it goes. */
function AddToCalendar({ preRegistration, launchText }: { preRegistration: PreRegistration; launchText: string }) {
  const { t } = useShellTranslation();
  const [ios, setIos] = useState(false);
  // Read after the first paint: the server (and the first client render) knows no user agent.
  useEffect(() => setIos(isIos(navigator.userAgent, navigator.maxTouchPoints)), []);
  const download = () => {
    const file = launchCalendarFile({
      gameSlug: preRegistration.gameSlug,
      launchAt: preRegistration.launchAt,
      title: t('preRegistration.calendar.eventTitle', { game: preRegistration.gameName }),
      description: t('preRegistration.calendar.eventDescription', { game: preRegistration.gameName, launch: launchText }),
      url: window.location.origin + window.location.pathname,
      host: window.location.hostname,
      now: new Date(),
    });
    const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = launchCalendarFileName(preRegistration.gameSlug);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="pre-registration__calendar">
      <button type="button" className="partner-profile__secondary" onClick={download} aria-describedby={ios ? 'pre-registration-ios' : undefined}>
        {t('preRegistration.calendar.add')}
      </button>
      {ios ? (
        <p id="pre-registration-ios" className="pre-registration__ios" role="note" data-testid="pre-registration-ios-warning">
          {t('preRegistration.calendar.iosWarning')}
        </p>
      ) : null}
    </div>
  );
}

/** The partner player's card: name, player ID and whether the partner has them pre-registered. */
const PlayerCard = observer(function PlayerCard({ gameSlug }: { gameSlug: string }) {
  const { t } = useShellTranslation();
  const store = useRootStore();
  const { partner } = useShell();
  const account = store.session.partnerAccount;
  const playerId = account?.playerInfo.id;
  const status = useQuery({
    queryKey: ['partner', 'preRegistration', gameSlug, playerId ?? ''],
    queryFn: async () => (await import('./partnerAuthorize')).fetchPreRegistration(store, gameSlug),
    enabled: playerId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  if (!account) {
    if (!partner) return null;
    return (
      <div className="pre-registration__card" data-testid="pre-registration-player">
        <p className="pre-registration__card-title">{t('preRegistration.player.signedOutTitle')}</p>
        <p>{t('preRegistration.player.signedOutBody')}</p>
        <button type="button" className="partner-profile__primary" onClick={() => void partner.login()}>
          {t('partner.profile.signIn')}
        </button>
      </div>
    );
  }
  const player = account.playerInfo;
  return (
    <div className="pre-registration__card" data-testid="pre-registration-player" aria-busy={status.isPending}>
      <div className="pre-registration__player">
        <span className="partner-profile__avatar" aria-hidden="true">
          {userInitials(player.name)}
        </span>
        <dl className="pre-registration__facts">
          <PartnerPlayerFacts t={t} player={player} />
        </dl>
      </div>
      <div role="status" className="pre-registration__state">
        {status.isPending ? (
          <p>{t('preRegistration.player.checking')}</p>
        ) : status.isError ? (
          <>
            <p className="pre-registration__problem">{t('preRegistration.player.checkFailed')}</p>
            <button type="button" className="partner-profile__secondary" onClick={() => void status.refetch()}>
              {t('preRegistration.player.retry')}
            </button>
          </>
        ) : status.data.registered ? (
          <p className="pre-registration__registered" data-testid="pre-registration-state">
            <span className="pre-registration__badge">{t('preRegistration.player.registered')}</span>{' '}
            {t('preRegistration.player.registeredOn', { date: formatDay(new Date(status.data.registeredAt), shopLocale(store.shop)) })}
          </p>
        ) : (
          <p className="pre-registration__notice" data-testid="pre-registration-state">
            {t(messageFor('userMessage', 'preRegistrationAccountNotFound').key)}
          </p>
        )}
      </div>
    </div>
  );
});
