import { ageOn } from '@store/shared/domain';

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
