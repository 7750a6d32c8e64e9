import * as z from '@store/shared/schema';

/**
 * Pre-registration (section 2 "pre-registration countdown and player card", "add-to-calendar iOS warning"; section 3
 * "Partner account: isInPreRegistrationPhase"). A partner storefront's run-time configuration names the game in
 * pre-registration and its launch; until then its product page counts down and shows the player's card
 * (docs/decisions/pre-registration-and-giveaway.md).
 */
export const PreRegistrationSchema = z.object({
  /** The game (its product slug) in pre-registration. */
  gameSlug: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)),
  /** The game's name as the campaign shows it (the countdown's heading, the calendar event). */
  gameName: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  /** The launch, an ISO 8601 date and time with its offset (UTC "Z" or "+07:00"). */
  launchAt: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/),
    z.refine((s) => !Number.isNaN(Date.parse(s)), 'a real date'),
  ),
});
export type PreRegistration = z.infer<typeof PreRegistrationSchema>;

/** Whether a game is in pre-registration now: named by the configuration, and not launched yet. */
export function isInPreRegistrationPhase(config: PreRegistration | undefined, gameSlug: string | undefined, now: Date): boolean {
  return config !== undefined && config.gameSlug === gameSlug && Date.parse(config.launchAt) > now.getTime();
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The launch has come: nothing left to count. */
  launched: boolean;
}

/** The time left until the launch, in whole days, hours, minutes and seconds (never negative). */
export function countdownTo(launchAt: string, now: Date): Countdown {
  const left = Math.max(0, Math.floor((Date.parse(launchAt) - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    launched: left === 0,
  };
}

/** iOS (iPhone, iPad, iPod; an iPad asking for the desktop site says "Macintosh" but has touch points). */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/** One hour: the calendar event of a launch (a moment, shown as an hour in the player's calendar). */
const LAUNCH_EVENT_MS = 60 * 60 * 1000;

const icsDate = (ms: number): string => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon and comma escaped, newlines as \n. */
const icsText = (s: string): string => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 folds content lines longer than 75 octets (continuation lines start with a space). */
function foldLine(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = rest.slice(74);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

export interface LaunchEvent {
  gameSlug: string;
  launchAt: string;
  /** The event's title, in the shopper's language. */
  title: string;
  description: string;
  /** The product page, where the game is bought once it launches. */
  url: string;
  /** The storefront's host: the event's UID is stable per game and store, so adding it twice updates one event. */
  host: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

/** The launch as an iCalendar file (RFC 5545, one VEVENT, times in UTC, CRLF line ends). */
export function launchCalendarFile(event: LaunchEvent): string {
  const start = Date.parse(event.launchAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Store//Pre-registration//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:launch-${event.gameSlug}@${event.host}`,
    `DTSTAMP:${icsDate(event.now.getTime())}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(start + LAUNCH_EVENT_MS)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(event.title)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The calendar file's name: the game's slug, so a player's downloads say what they are. */
export const launchCalendarFileName = (gameSlug: string): string => `${gameSlug}-launch.ics`;
