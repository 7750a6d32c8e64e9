import { userInitials } from './userInitials';

test('initials: first and last words, one letter for one word, upper case', () => {
  expect(userInitials('Sam Striker')).toBe('SS');
  expect(userInitials('  Samira  Khan ')).toBe('SK');
  expect(userInitials('Maria de la Cruz')).toBe('MC');
  expect(userInitials('StrikerSam')).toBe('S');
  expect(userInitials('budi')).toBe('B');
});

test('an email counts by its local part; a mobile number by its first digit; nothing usable gives ?', () => {
  expect(userInitials('sam.striker@example.com')).toBe('SS');
  expect(userInitials('sam@example.com')).toBe('S');
  expect(userInitials('+6581234567')).toBe('6');
  expect(userInitials('?')).toBe('?');
  expect(userInitials('')).toBe('?');
});

test('letters beyond Latin keep their own case rules and whole characters', () => {
  expect(userInitials('سمير خان')).toBe('سخ');
  expect(userInitials('élodie durand')).toBe('ÉD');
});
