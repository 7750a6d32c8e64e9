import { answerAgeGate } from './ageGate';

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
