import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

describe('runtime configuration', () => {
  it('keeps valid keys of the file and the defaults for the rest', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://abp.example',
      loginModes: ['oidc', 'x'],
    });
    expect(config.apiBaseUrl).toBe('https://abp.example');
    expect(config.loginModes).toEqual(['oidc']);
    expect(config.clientId).toBe(defaultRuntimeConfig.clientId);
  });

  it('ignores keys of the wrong type', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 42 }).apiBaseUrl).toBe('');
  });

  it('falls back to the defaults when the file cannot be loaded', async () => {
    const failing: typeof fetch = () => Promise.reject(new Error('offline'));
    await expect(loadRuntimeConfig(failing)).resolves.toEqual(defaultRuntimeConfig);
  });

  it('takes the answer index.html asked for once, and asks again on a retry', async () => {
    const holder = globalThis as { __appConfigRequest?: Promise<Response> };
    holder.__appConfigRequest = Promise.resolve(
      new Response(JSON.stringify({ apiBaseUrl: 'https://early.example' })),
    );
    const calls: string[] = [];
    const later: typeof fetch = (url) => {
      calls.push(String(url));
      return Promise.resolve(new Response(JSON.stringify({ apiBaseUrl: 'https://later.example' })));
    };
    expect((await loadRuntimeConfig(later)).apiBaseUrl).toBe('https://early.example');
    expect(calls).toEqual([]);
    expect((await loadRuntimeConfig(later)).apiBaseUrl).toBe('https://later.example');
    expect(calls).toEqual(['/app-config.json']);
  });
});
