// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
import { startSettingsRequest } from './appSettingsRequest';

const config: Promise<RuntimeConfig> = loadRuntimeConfig(() =>
  Promise.resolve(new Response(JSON.stringify({ apiBaseUrl: 'https://api.example/' }))),
);
const answer = (name: string) =>
  new Response(JSON.stringify({ setting: { values: { 'App.Name': name } } }));
const holder = globalThis as { __appSettingsRequest?: Promise<Response | undefined> };

afterEach(() => {
  localStorage.clear();
  delete holder.__appSettingsRequest;
  vi.unstubAllGlobals();
});

describe('the application settings’ early request', () => {
  it('without a token, asks the API the configuration names, in the product’s language', async () => {
    const asked: Array<[string, RequestInit | undefined]> = [];
    const request = startSettingsRequest(config, (url, init) => {
      asked.push([String(url), init]);
      return Promise.resolve(answer('实训平台'));
    });
    expect(request?.values).toBeUndefined();
    await expect(request?.settled).resolves.toEqual({ 'App.Name': '实训平台' });
    expect(request?.values).toEqual({ 'App.Name': '实训平台' });
    expect(asked).toEqual([
      [
        'https://api.example/api/abp/application-configuration',
        { headers: { 'Accept-Language': 'zh-CN', culture: 'zh-CN' } },
      ],
    ]);
  });

  it('takes the early script’s request instead of asking again', async () => {
    holder.__appSettingsRequest = Promise.resolve(answer('早到的名称'));
    const ask = vi.fn<typeof fetch>();
    const request = startSettingsRequest(config, ask);
    await expect(request?.settled).resolves.toEqual({ 'App.Name': '早到的名称' });
    expect(ask).not.toHaveBeenCalled();
    expect(holder.__appSettingsRequest).toBeUndefined();
  });

  it('leaves the request to the shell when a token is held, and settles empty on a failure', async () => {
    localStorage.setItem('access_token', 'token');
    localStorage.setItem('expires_at', String(Date.now() + 60_000));
    expect(startSettingsRequest(config, vi.fn<typeof fetch>())).toBeUndefined();
    localStorage.clear();
    const failed = startSettingsRequest(config, () =>
      Promise.resolve(new Response('', { status: 500 })),
    );
    await expect(failed?.settled).resolves.toBeUndefined();
  });

  it('is started by index.html’s early script without a token, leaving the app its configuration', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(
        url === '/app-config.json'
          ? new Response(JSON.stringify({ apiBaseUrl: 'https://api.example' }))
          : answer('脚本'),
      );
    });
    const script = fs.readFileSync(path.resolve('public/app-config-early.js'), 'utf8');
    new Function(script)();
    // The app reads the configuration's body; the early script read a copy.
    expect((await loadRuntimeConfig()).apiBaseUrl).toBe('https://api.example');
    const request = startSettingsRequest(config, vi.fn<typeof fetch>());
    await expect(request?.settled).resolves.toEqual({ 'App.Name': '脚本' });
    expect(urls).toEqual([
      '/app-config.json',
      'https://api.example/api/abp/application-configuration',
    ]);
  });
});
