// 在线文档 (/docs): the header's button and the navigation page's card lead to the user guide, which
// opens without signing in (it used to fall through to the 404 page).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideSections } from '../../src/pages/docs/guideSections';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 15_000 };

describe('the user guide', () => {
  it('opens signed out with its contents and every section', async () => {
    renderApp('/docs', { signedIn: false });
    expect(await screen.findByRole('heading', { name: /使用说明$/ }, wait)).toBeTruthy();
    expect(window.location.pathname).toBe('/docs');
    const contents = screen.getByRole('navigation', { name: '目录' });
    for (const section of guideSections) {
      expect(within(contents).getByText(section.title).getAttribute('href')).toBe(`#${section.id}`);
      expect(screen.getByRole('heading', { name: section.title, level: 3 })).toBeTruthy();
    }
    expect(screen.queryByText('抱歉，您访问的页面不存在')).toBeNull();
  });

  it('is where the header’s 在线文档 button leads', async () => {
    renderApp('/user/calendar');
    const button = await screen.findByRole('link', { name: /在线文档/ }, wait);
    expect(button.getAttribute('href')).toBe('/docs');
    expect(button.getAttribute('target')).toBe('_blank');
  });
});
