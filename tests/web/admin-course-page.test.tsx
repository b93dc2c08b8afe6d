// The teacher's course page (/admin/course/:id) as a whole: an address whose id is no course number
// answers 课程不存在 without a request, and the cards' headers wrap in a narrow window instead of
// cutting their titles (src/global.css, .admin-layout; jsdom lays nothing out, so the rules are read).
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

setupShellServer();

const wait = { timeout: 10_000 };

/** The paths of the API calls made while the test runs. */
function recordCalls(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  onTestFinished(() => server.events.removeAllListeners());
  return paths;
}

describe('the teacher course page', () => {
  it('says 课程不存在 for a non-numeric id, links back to the list and asks the server nothing', async () => {
    installFakeCourse();
    const calls = recordCalls();
    renderAdmin('/admin/course/abc');
    expect(
      await screen.findByText('课程不存在', { selector: '.ant-result-title' }, wait),
    ).toBeTruthy();
    const back = screen.getByText('返回课程列表').closest('a') as HTMLAnchorElement;
    expect(back.getAttribute('href')).toBe('/admin');
    expect(document.body.textContent).not.toContain('NaN');
    // Give any stray load time to start.
    await new Promise((r) => setTimeout(r, 300));
    // The app's start reads the session's stored course; the page itself reads nothing.
    expect(calls.filter((p) => /NaN|abc|\/admin\/|byCourseHide/.test(p))).toEqual([]);
  });

  it('draws its cards inside the admin layout whose narrow-window header rules exist', async () => {
    installFakeCourse();
    renderAdmin(`/admin/course/${courseId}`);
    const title = await screen.findByText(
      /^交易轮次 · /,
      { selector: '.ant-card-head-title' },
      wait,
    );
    expect(title.closest('.admin-layout')).not.toBeNull();
    const css = readFileSync('src/global.css', 'utf8').replace(/\s+/g, ' ');
    // Title and extra wrap instead of the title being cut and a summary squeezed a character a line.
    expect(css).toContain('.admin-layout .ant-card .ant-card-head-wrapper { flex-wrap: wrap;');
    expect(css).toMatch(
      /\.admin-layout \.ant-card \.ant-card-head-title \{[^}]*white-space: normal;/,
    );
    expect(css).toContain(
      '.admin-layout .ant-card .ant-card-extra .ant-space { flex-wrap: wrap; }',
    );
    // On a phone the title has a line of its own.
    expect(css).toMatch(
      /@media \(max-width: 575\.98px\) \{ \.admin-layout \.ant-card \.ant-card-head-title \{ flex-basis: 100%; \}/,
    );
  });
});
