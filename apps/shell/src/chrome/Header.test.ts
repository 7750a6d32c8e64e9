import { shopUserName } from './Header';
import { userInitials } from './userInitials';

test('the header calls a shop user by name, else email, else mobile number', () => {
  expect(shopUserName({ name: ' Sam Striker ', email: 'sam@example.com' })).toBe('Sam Striker');
  expect(shopUserName({ name: '', email: 'sam@example.com', phone_number: '+6581234567' })).toBe('sam@example.com');
  expect(shopUserName({ phone_number: '+6581234567' })).toBe('+6581234567');
  expect(shopUserName(undefined)).toBe('?');
  expect(userInitials(shopUserName({ name: 'Sam Striker' }))).toBe('SS');
});
