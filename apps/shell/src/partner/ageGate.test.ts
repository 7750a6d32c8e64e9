import { createMemoryCookieJar } from '@store/shared';
import { createMemoryStorage, hasPassedAgeGate } from '@store/shared/domain';
import { AGE_GATE_COOKIE, ageAnswersOfCookie, answerAgeGate, createAgeAnswers } from './ageGate';

const TODAY = new Date(Date.UTC(2026, 10, 26));

describe('answerAgeGate (18+)', () => {
  it('passes 18 and over, blocks under 18, refuses nonsense', () => {
    expect(answerAgeGate('2008-11-26', 18, TODAY)).toBe('passed');
    expect(answerAgeGate('2008-11-27', 18, TODAY)).toBe('blocked');
    expect(answerAgeGate('2015-01-01', 18, TODAY)).toBe('blocked');
    expect(answerAgeGate('2027-01-01', 18, TODAY)).toBe('invalid');
    expect(answerAgeGate('2001-02-30', 18, TODAY)).toBe('invalid');
    expect(answerAgeGate('', 18, TODAY)).toBe('invalid');
    expect(answerAgeGate('1800-01-01', 18, TODAY)).toBe('invalid');
  });
});

describe('the age-gate answers of a browser session', () => {
  it('reads the answers the cookie holds and ignores anything else in it', () => {
    expect([...ageAnswersOfCookie('diablo-immortal:passed, other-game:blocked,bad,x:maybe,<b>:passed')]).toEqual([
      ['diablo-immortal', 'passed'],
      ['other-game', 'blocked'],
    ]);
    expect(ageAnswersOfCookie(undefined).size).toBe(0);
  });

  it('remembers an answer in the cookie the server reads, beside the others, and a pass in the tab for the checkout', () => {
    const cookies = createMemoryCookieJar({ [AGE_GATE_COOKIE]: 'other-game:blocked' });
    const tab = createMemoryStorage();
    const answers = createAgeAnswers(cookies, tab);
    answers.remember('diablo-immortal', 'passed');
    expect(cookies.get(AGE_GATE_COOKIE)).toBe('other-game:blocked,diablo-immortal:passed');
    // A session cookie: it ends with the browser's session.
    expect(cookies.values.get(AGE_GATE_COOKIE)?.expires).toBeUndefined();
    expect(hasPassedAgeGate(tab, 'diablo-immortal')).toBe(true);
    expect(hasPassedAgeGate(tab, 'other-game')).toBe(false);
  });

  it('a pass read from the cookie (another tab of the session) is given to this tab for the checkout', () => {
    const tab = createMemoryStorage();
    const answers = createAgeAnswers(createMemoryCookieJar({ [AGE_GATE_COOKIE]: 'diablo-immortal:passed' }), tab);
    expect(answers.of('diablo-immortal')).toBe('passed');
    expect(answers.of('football-legends')).toBeUndefined();
    expect(hasPassedAgeGate(tab, 'diablo-immortal')).toBe(true);
  });
});
