// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from '../../src/api/baseUrl';
import { onLoginPage } from '../../src/api/client';

describe('API base URL from the runtime config', () => {
  it('uses the page origin when apiBaseUrl is empty', () => {
    expect(resolveApiBaseUrl({ apiBaseUrl: '' })).toBe('http://localhost:3000');
  });

  it('keeps an absolute apiBaseUrl and drops its trailing slash', () => {
    expect(resolveApiBaseUrl({ apiBaseUrl: 'https://api.example.com/' })).toBe(
      'https://api.example.com',
    );
  });

  it('resolves a relative apiBaseUrl against the origin', () => {
    expect(resolveApiBaseUrl({ apiBaseUrl: '/backend' }, 'https://app.example.com')).toBe(
      'https://app.example.com/backend',
    );
  });
});

describe('login page detection for the 401 rule', () => {
  it('is true on /user/login and false on other pages', () => {
    window.history.pushState({}, '', '/user/login');
    expect(onLoginPage()).toBe(true);
    window.history.pushState({}, '', '/user/course');
    expect(onLoginPage()).toBe(false);
  });
});
