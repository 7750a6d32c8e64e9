import { ageGateKey, ageOn, AGE_GATE_PASSED, type KeyValueStorage } from '@store/shared/domain';
import type { CookieJar } from '@store/shared';

export { ageGateKey } from '@store/shared/domain';

export type AgeAnswer = 'passed' | 'blocked';

/** The age-gate answer to a date of birth (yyyy-mm-dd): invalid (empty, malformed, in the future), passed or blocked. */
export function answerAgeGate(value: string, minimumAge: number, today: Date): AgeAnswer | 'invalid' {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'invalid';
  const birth = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const date = new Date(Date.UTC(birth.year, birth.month - 1, birth.day));
  if (date.getUTCMonth() !== birth.month - 1 || date.getUTCDate() !== birth.day || date.getTime() > today.getTime()) return 'invalid';
  const age = ageOn(birth, today);
  if (age > 150) return 'invalid';
  return age >= minimumAge ? 'passed' : 'blocked';
}

/**
 * The answers, one session cookie for the browser's session: `diablo-immortal:passed,other-game:blocked`. The server
 * reads it (COOKIES_PAGES_READ), so a shopper who answered gets the product page in the HTML, as the browser draws it.
 */
export const AGE_GATE_COOKIE = 'ageGate';

const ANSWER_PAIR = /^([a-z0-9-]+):(passed|blocked)$/;

/** The answers in the cookie's value (anything else in it is ignored). */
export function ageAnswersOfCookie(value: string | undefined): ReadonlyMap<string, AgeAnswer> {
  const answers = new Map<string, AgeAnswer>();
  for (const pair of (value ?? '').split(',')) {
    const m = ANSWER_PAIR.exec(pair.trim());
    if (m) answers.set(m[1] as string, m[2] as AgeAnswer);
  }
  return answers;
}

/** The shopper's answers for this browser session: read by the gate on the server and in the browser alike. */
export interface AgeAnswers {
  of(product: string): AgeAnswer | undefined;
  remember(product: string, answer: AgeAnswer): void;
}

/**
 * Over the session cookie; a passed answer is also kept in the tab's storage, where the checkout looks for the 18+
 * confirmation an order carries (hasPassedAgeGate).
 */
export function createAgeAnswers(cookies: CookieJar, tab: KeyValueStorage | undefined): AgeAnswers {
  const mirror = (product: string, answer: AgeAnswer) => {
    try {
      if (answer === AGE_GATE_PASSED) tab?.setItem(ageGateKey(product), answer);
      else tab?.removeItem(ageGateKey(product));
    } catch {
      // No tab storage (private mode, a server render): the cookie alone.
    }
  };
  return {
    of(product) {
      const answer = ageAnswersOfCookie(cookies.get(AGE_GATE_COOKIE)).get(product);
      if (answer) mirror(product, answer);
      return answer;
    },
    remember(product, answer) {
      const answers = new Map(ageAnswersOfCookie(cookies.get(AGE_GATE_COOKIE)));
      answers.set(product, answer);
      cookies.set(AGE_GATE_COOKIE, [...answers].map(([p, a]) => `${p}:${a}`).join(','));
      mirror(product, answer);
    },
  };
}
