// The starting frame (index.html's outline of the main layout): which pages the early script shows it
// on and in which look (public/app-config-early.js), and that the app keeps that very element on
// screen through its start's fallbacks until the main layout has drawn (startingFrame.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUpEarlyScript,
  holdSession,
  runEarlyScript,
  stubNetwork,
} from '../runtime/testing/earlyScript';
import { appNameKey, defaultAppName } from './appSettings';
import { keepStartingFrame, StartingFrame, startingFrameDone } from './startingFrame';
import { uiSettingsKey } from './uiSettings';

const indexHtml = fs.readFileSync(path.resolve('index.html'), 'utf8');
const root = document.documentElement;
const shownAs = () => root.getAttribute('data-starting-frame');

beforeEach(() => {
  localStorage.clear();
  stubNetwork();
});
afterEach(() => {
  startingFrameDone();
  cleanUpEarlyScript();
  document.body.innerHTML = '';
});

describe('the early script’s starting frame', () => {
  it('shows the side-menu frame on a layout page with a held token, the wide one on the course list', async () => {
    holdSession();
    await runEarlyScript('/user/assets');
    expect(shownAs()).toBe('sider');
    startingFrameDone();
    await runEarlyScript('/user/course');
    expect(shownAs()).toBe('wide');
    expect(root.hasAttribute('data-starting-theme')).toBe(false);
  });

  it('follows the saved top menu, dark theme and app name', async () => {
    holdSession();
    localStorage.setItem(uiSettingsKey, JSON.stringify({ layout: 'topmenu', theme: 'dark' }));
    localStorage.setItem(appNameKey, '华东电力交易实训');
    await runEarlyScript('/user/reportHelp');
    expect(shownAs()).toBe('top');
    expect(root.getAttribute('data-starting-theme')).toBe('dark');
    expect(root.style.getPropertyValue('--starting-app-name')).toBe('"华东电力交易实训"');
    expect(document.title).toBe('华东电力交易实训');
  });

  it('shows the login page’s outline there when signed out (also on / and /login), named as last shown', async () => {
    for (const page of ['/user/login', '/', '/login']) {
      localStorage.clear();
      await runEarlyScript(page);
      expect(shownAs(), page).toBe('login');
      startingFrameDone();
    }
    // An expired token is no session either; the saved top menu is the layout's, not the login page's.
    holdSession('old', -10);
    localStorage.setItem(uiSettingsKey, JSON.stringify({ layout: 'topmenu', theme: 'dark' }));
    localStorage.setItem(appNameKey, '华东电力交易实训');
    document.body.innerHTML =
      '<div class="starting-frame-login"><h3>电力市场交易仿真实训平台</h3></div>';
    await runEarlyScript('/user/login');
    expect(shownAs()).toBe('login');
    expect(root.getAttribute('data-starting-theme')).toBe('dark');
    // Text, not CSS content: the title is the page's largest text, the paint that counts as its LCP.
    expect(document.querySelector('.starting-frame-login h3')?.textContent).toBe(
      '华东电力交易实训',
    );
    expect(document.title).toBe('华东电力交易实训');
  });

  it('keeps in the login outline the login modes the runtime configuration offers', async () => {
    await runEarlyScript('/user/login');
    // The stubbed configuration names none: both stay.
    expect(root.hasAttribute('data-starting-login')).toBe(false);
    startingFrameDone();
    stubNetwork(200, { loginModes: ['oidc', 'sms'] });
    await runEarlyScript('/user/login');
    await vi.waitFor(() => expect(root.getAttribute('data-starting-login')).toBe('oidc'));
    startingFrameDone();
    expect(root.hasAttribute('data-starting-login')).toBe(false);
  });

  it('shows none on the login page, outside the layout, without a token or with an expired one', async () => {
    holdSession();
    for (const page of ['/user/login', '/user/nav', '/admin', '/screen/monitor']) {
      await runEarlyScript(page);
      expect(shownAs(), page).toBeNull();
    }
    localStorage.clear();
    await runEarlyScript('/user/assets');
    expect(shownAs()).toBeNull();
    holdSession('old', -10);
    await runEarlyScript('/user/assets');
    expect(shownAs()).toBeNull();
  });
});

describe('the app’s start with the starting frame', () => {
  /** index.html's #root as the browser parsed it. */
  function indexRoot(): HTMLElement {
    const parsed = new DOMParser().parseFromString(indexHtml, 'text/html');
    const container = parsed.getElementById('root');
    if (!container) throw new Error('index.html has no #root');
    document.body.appendChild(document.adoptNode(container));
    return container;
  }

  it('puts index.html’s own frame element back after React emptied #root, until the layout drew', () => {
    const container = indexRoot();
    const frame = container.querySelector('.starting-frame');
    keepStartingFrame(container);
    root.setAttribute('data-starting-frame', 'sider');
    const view = render(<StartingFrame fallback={<p>spinner</p>} />, { container });
    // The same element, not a copy (what the browser painted stays painted), in React's box now.
    expect(container.querySelector('.starting-frame')).toBe(frame);
    expect(frame?.parentElement?.parentElement).toBe(container);
    expect(view.queryByText('spinner')).toBeNull();
    act(startingFrameDone);
    expect(shownAs()).toBeNull();
    view.rerender(<StartingFrame fallback={<p>spinner</p>} />);
    expect(view.getByText('spinner')).toBeTruthy();
    expect(container.querySelector('.starting-frame')).toBeNull();
  });

  it('shows the fallback where the early script showed no frame', () => {
    const container = indexRoot();
    keepStartingFrame(container);
    const view = render(<StartingFrame fallback={<p>spinner</p>} />, { container });
    expect(view.getByText('spinner')).toBeTruthy();
  });

  it('names the app as the shell does by default', () => {
    expect(indexHtml).toContain(`content: var(--starting-app-name, '${defaultAppName}')`);
    expect(indexHtml).toContain(`<h3>${defaultAppName}</h3>`);
  });
});
