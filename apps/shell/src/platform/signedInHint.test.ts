import { makeAutoObservable, runInAction } from 'mobx';
import { createMemoryCookieJar } from '@store/shared';
import { mirrorSignedInHintToCookie, signedInHintOfCookieHeader } from './signedInHint';

describe('mirrorSignedInHintToCookie', () => {
  it('writes the hint while a shop user or a partner player is signed in, and removes it on sign-out', () => {
    const session = makeAutoObservable({ isSignedIn: true, isPartnerAccount: false });
    const cookies = createMemoryCookieJar();
    const stop = mirrorSignedInHintToCookie(session, cookies, () => 0);
    expect(cookies.get('signedIn')).toBe('1');
    expect(cookies.values.get('signedIn')?.expires?.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    runInAction(() => {
      session.isSignedIn = false;
    });
    expect(cookies.get('signedIn')).toBeUndefined();
    runInAction(() => {
      session.isPartnerAccount = true;
    });
    expect(cookies.get('signedIn')).toBe('1');
    stop();
  });

  it('removes a hint an expired session left behind, at the start', () => {
    const cookies = createMemoryCookieJar({ signedIn: '1' });
    const stop = mirrorSignedInHintToCookie(makeAutoObservable({ isSignedIn: false, isPartnerAccount: false }), cookies);
    expect(cookies.get('signedIn')).toBeUndefined();
    stop();
  });
});

describe('signedInHintOfCookieHeader', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['signedIn=1', true],
    ['shopCountry=sg; signedIn=1', true],
    ['signedIn=0', false],
    ['signedIn=true', false],
    ['xsignedIn=1', false],
  ])('%s -> %s', (header, expected) => {
    expect(signedInHintOfCookieHeader(header)).toBe(expected);
  });
});
