// The engines' one data layer (TanStack Query keyed by operation id and parameters): identical calls on
// a page are made once, actions invalidate by operation id or refresh the page's queries, the previous
// rows stay on screen while a reload runs, and a failed call shows the Chinese 加载失败 text.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import type { ScreenFile } from '../../src/engine/config/files';
import { Page } from '../../src/engine/Page';
import { renderWithEngine, server } from './engineHarness';

configure({ asyncUtilTimeout: 8000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Serves the course list, numbering the answers, and counts the requests. */
function serveCourses(options: { slowAfterFirst?: boolean } = {}) {
  const seen = { count: 0, release: () => undefined as void };
  server.use(
    http.get(`${testApiBaseUrl}/api/app/course`, async () => {
      seen.count += 1;
      const n = seen.count;
      if (options.slowAfterFirst && n > 1) {
        await new Promise<void>((resolve) => (seen.release = resolve));
      }
      return HttpResponse.json({ items: [{ id: n, name: `课程第${n}版` }], totalCount: 1 });
    }),
  );
  return seen;
}

const courseTable = (title: string) => ({
  type: 'table' as const,
  title,
  source: { operation: 'getCourseList' },
  columns: [{ field: 'name', title: '课程名称' }],
});

describe('the shared query cache', () => {
  it('makes identical requests of one page once', async () => {
    const seen = serveCourses();
    const screenFile: ScreenFile = {
      title: '两张表',
      blocks: [courseTable('表一'), courseTable('表二')],
    };
    renderWithEngine(<Page screen={screenFile} />);
    expect(await screen.findAllByText('课程第1版')).toHaveLength(2);
    expect(seen.count).toBe(1);
  });

  it('reloads the tables of an operation an action invalidates, keeping the rows meanwhile', async () => {
    const seen = serveCourses({ slowAfterFirst: true });
    let posted = 0;
    server.use(
      http.post(`${testApiBaseUrl}/api/app/course/oneMoreGameNum/:id`, () => {
        posted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const screenFile: ScreenFile = {
      title: '失效',
      actions: [
        {
          label: '再来一局',
          call: { operation: 'getOneMoreGameNum', params: { id: { from: 'course.id' } } },
          then: { invalidate: ['getCourseList'], message: '已开始' },
        },
      ],
      blocks: [courseTable('课程')],
    };
    const notes: string[] = [];
    renderWithEngine(<Page screen={screenFile} />, { notify: (text) => notes.push(text) });
    await screen.findByText('课程第1版');
    await userEvent.click(screen.getByRole('button', { name: /再来一局/ }));
    await waitFor(() => expect(seen.count).toBe(2));
    expect(posted).toBe(1);
    expect(notes).toEqual(['已开始']);
    // While the second answer is held back, the first rows stay, marked busy.
    expect(screen.getByText('课程第1版')).toBeDefined();
    expect(document.querySelector('[data-state="data"][aria-busy="true"]')).not.toBeNull();
    seen.release();
    expect(await screen.findByText('课程第2版')).toBeDefined();
  });

  it('refresh reloads every query the page shows', async () => {
    const seen = serveCourses();
    let courseCalls = 0;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course/:id`, () => {
        courseCalls += 1;
        return HttpResponse.json({ id: 1, name: '测试课程' });
      }),
    );
    const screenFile: ScreenFile = {
      title: '刷新',
      actions: [{ label: '刷新', then: { refresh: true } }],
      blocks: [
        courseTable('课程'),
        {
          type: 'descriptions',
          source: { operation: 'getCourse', params: { id: { from: 'course.id' } } },
          fields: [{ field: 'name', title: '名称' }],
        },
      ],
    };
    renderWithEngine(<Page screen={screenFile} />);
    await screen.findByText('课程第1版');
    await screen.findByText('测试课程');
    await userEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByText('课程第2版')).toBeDefined();
    await waitFor(() => expect(courseCalls).toBe(2));
    expect(seen.count).toBe(2);
  });

  it('shows the failure in Chinese and retries on 重试', async () => {
    let fail = true;
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course`, async () => {
        if (fail) {
          return HttpResponse.json({ error: { code: 'E', message: '服务器忙' } }, { status: 500 });
        }
        await delay(10);
        return HttpResponse.json({ items: [{ id: 1, name: '恢复了' }], totalCount: 1 });
      }),
    );
    renderWithEngine(<Page screen={{ title: '失败', blocks: [courseTable('课程')] }} />);
    const alert = await screen.findByText('加载失败：服务器忙');
    fail = false;
    const box = alert.closest('[data-state="error"]') as HTMLElement;
    await userEvent.click(within(box).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('恢复了')).toBeDefined();
  });
});
