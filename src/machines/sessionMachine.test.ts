import { describe, expect, it } from 'vitest';
import {
  grantedNames,
  navigationPage,
  pageAfterLogin,
  restoreToken,
  tokenFromResponse,
} from './session';
import { sessionScenarios } from './sessionMachine.scenarios';

describe('session helpers', () => {
  it('turns expires_in seconds into milliseconds', () => {
    expect(tokenFromResponse({ access_token: 'a', expires_in: 7200 })).toEqual({
      accessToken: 'a',
      expiresInMs: 7_200_000,
    });
  });

  it('restores a stored token only while it has time left', () => {
    expect(restoreToken({ accessToken: 'a', expiresAt: 5000 }, 2000)).toEqual({
      accessToken: 'a',
      expiresInMs: 3000,
    });
    expect(restoreToken({ accessToken: 'a', expiresAt: 5000 }, 5000)).toBeNull();
    expect(restoreToken({ accessToken: '', expiresAt: 9000 }, 0)).toBeNull();
    expect(restoreToken(null, 0)).toBeNull();
  });

  it('never returns to a login or callback route after login', () => {
    for (const path of ['/', '/user/login', '/login', '/oidc-callback?code=1', '/clear']) {
      expect(pageAfterLogin(path)).toBe(navigationPage);
    }
    expect(pageAfterLogin(null)).toBe(navigationPage);
    expect(pageAfterLogin('http://evil.example/')).toBe(navigationPage);
    expect(pageAfterLogin('/user/paper?x=1')).toBe('/user/paper?x=1');
  });

  it('keeps only granted permission names', () => {
    expect(
      grantedNames([
        { name: 'a', isGranted: true },
        { name: 'b', isGranted: false },
      ]),
    ).toEqual(['a']);
  });
});

describe('sessionMachine', () => {
  for (const s of sessionScenarios) it(s.name, async () => void (await s.run()));
});
