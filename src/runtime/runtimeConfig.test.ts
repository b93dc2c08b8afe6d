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
});
