import { maskEmail, maskPhone } from './masking';

describe('masking (section 5)', () => {
  it.each<[unknown, string]>([
    ['6591234567', '65****4567'],
    ['+6591234567', '+65****4567'],
    ['81234567', '81**4567'],
    ['812 345-67', '81**4567'],
    [6591234567, '65****4567'],
    ['123456', '******'],
    ['', ''],
    [null, ''],
    [{}, ''],
  ])('"phone shows first 2 and last 4 digits": %p -> %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['alexander@example.com', 'ale***@example.com'],
    ['ab@example.com', 'ab***@example.com'],
    ['a.b+c@x@example.com', 'a.b***@example.com'],
    ['noatsign', 'noa***'],
    [undefined, ''],
    [42, ''],
  ])('"email shows first 3 characters, ***, and the domain": %p -> %s', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });
});
