import { createMemoryStorage } from '@store/shared/domain';
import { rememberReturnPath, RETURN_PATH_KEY, signInHref, takeReturnPath } from './returnPath';

describe('return path after sign-in', () => {
  it('links sign-in from a product page with its path', () => {
    expect(signInHref('en-sg', 'SignIn', '/en-sg/mobile-legends')).toBe('/en-sg/sign-in?returnTo=%2Fen-sg%2Fmobile-legends');
    expect(signInHref('en-sg', 'SignUp', undefined)).toBe('/en-sg/sign-up');
  });

  it.each(['//evil.example', 'https://evil.example/en-sg/', '/en-sg/../../x', '/%2F%2Fevil.example', '/zz-zz/x', 'javascript:alert(1)'])(
    'refuses the unsafe path %s',
    (unsafe) => {
      const storage = createMemoryStorage({ [RETURN_PATH_KEY]: '/en-sg/old' });
      expect(rememberReturnPath(`?returnTo=${encodeURIComponent(unsafe)}`, storage)).toBeUndefined();
      expect(takeReturnPath(storage)).toBeUndefined();
    },
  );

  it('remembers a safe path once', () => {
    const storage = createMemoryStorage();
    expect(rememberReturnPath('?returnTo=%2Fen-sg%2Fmobile-legends', storage)).toBe('/en-sg/mobile-legends');
    expect(takeReturnPath(storage)).toBe('/en-sg/mobile-legends');
    expect(takeReturnPath(storage)).toBeUndefined();
  });
});
