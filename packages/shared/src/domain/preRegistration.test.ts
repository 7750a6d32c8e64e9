import { countdownTo, isInPreRegistrationPhase, isIos, launchCalendarFile, launchCalendarFileName, PreRegistrationSchema } from './preRegistration';

const CONFIG = { gameSlug: 'mirage-perfect-skyline', gameName: 'Mirage: Perfect Skyline', launchAt: '2026-12-26T02:00:00Z' };

describe('PreRegistrationSchema', () => {
  test('takes a game slug and an ISO launch with its offset', () => {
    expect(PreRegistrationSchema.parse(CONFIG)).toEqual(CONFIG);
    expect(PreRegistrationSchema.safeParse({ ...CONFIG, launchAt: '2026-12-26T09:00:00+07:00' }).success).toBe(true);
  });

  test('refuses a launch without an offset (its moment would depend on the browser), a non-date, a bad slug', () => {
    expect(PreRegistrationSchema.safeParse({ ...CONFIG, launchAt: '2026-12-26T02:00:00' }).success).toBe(false);
    expect(PreRegistrationSchema.safeParse({ ...CONFIG, launchAt: '2026-13-45T99:00:00Z' }).success).toBe(false);
    expect(PreRegistrationSchema.safeParse({ ...CONFIG, gameSlug: 'Mirage Skyline' }).success).toBe(false);
  });
});

describe('isInPreRegistrationPhase', () => {
  test('the configured game, before its launch', () => {
    expect(isInPreRegistrationPhase(CONFIG, 'mirage-perfect-skyline', new Date('2026-11-26T00:00:00Z'))).toBe(true);
  });

  test('not another game, not at or after the launch, not without a configuration', () => {
    expect(isInPreRegistrationPhase(CONFIG, 'football-legends', new Date('2026-11-26T00:00:00Z'))).toBe(false);
    expect(isInPreRegistrationPhase(CONFIG, 'mirage-perfect-skyline', new Date('2026-12-26T02:00:00Z'))).toBe(false);
    expect(isInPreRegistrationPhase(undefined, 'mirage-perfect-skyline', new Date('2026-11-26T00:00:00Z'))).toBe(false);
  });
});

describe('countdownTo', () => {
  test('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownTo(CONFIG.launchAt, new Date('2026-11-24T23:58:55Z'))).toEqual({ days: 31, hours: 2, minutes: 1, seconds: 5, launched: false });
  });

  test('stops at zero once launched', () => {
    expect(countdownTo(CONFIG.launchAt, new Date('2027-01-01T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, launched: true });
  });
});

describe('isIos', () => {
  test('iPhone, iPad and an iPad asking for the desktop site', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(true);
  });

  test('not a Mac without touch, not Android', () => {
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe(false);
  });
});

describe('launchCalendarFile', () => {
  const file = launchCalendarFile({
    ...CONFIG,
    title: 'Mirage: Perfect Skyline launches',
    description: 'Top up on the store, the day it launches; your gift, comma and all.',
    url: 'http://127.0.0.1:3000/en-sg/mirage-perfect-skyline',
    host: '127.0.0.1',
    now: new Date('2026-11-26T06:30:00.123Z'),
  });
  const lines = file.split('\r\n');

  test('one event at the launch (UTC), an hour long, with a reminder 15 minutes before, CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261226T020000Z');
    expect(lines).toContain('DTEND:20261226T030000Z');
    expect(lines).toContain('DTSTAMP:20261126T063000Z');
    expect(lines).toContain('UID:launch-mirage-perfect-skyline@127.0.0.1');
    expect(lines).toContain('TRIGGER:-PT15M');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  test('escapes text and folds lines over 75 octets', () => {
    expect(lines).toContain('SUMMARY:Mirage: Perfect Skyline launches');
    expect(lines.every((l) => l.length <= 75)).toBe(true);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Top up on the store\\, the day it launches\\; your gift\\, comma and all.');
  });

  test('is named after the game', () => {
    expect(launchCalendarFileName('mirage-perfect-skyline')).toBe('mirage-perfect-skyline-launch.ics');
  });
});
