import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { courseId, installFakeCourse, renderAdmin, seedRounds } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

setupShellServer();

type Declaration = components['schemas']['DeclarationStatus'];
const wait = { timeout: 10_000 };

const seller = (declared: boolean): Declaration => ({
  enterpriseId: 11,
  enterpriseName: '华鲁发电',
  isBuyer: false,
  isPrice: declared,
  declaredAt: declared ? '2026-03-05T10:12:00+08:00' : null,
});
const buyer = (declared: boolean): Declaration => ({
  enterpriseId: 12,
  enterpriseName: '齐鲁售电',
  isBuyer: true,
  isPrice: declared,
  declaredAt: declared ? '2026-03-05T10:20:00+08:00' : null,
});

/** The text of the declarations table row of an enterprise. */
async function rowText(name: string): Promise<string> {
  const cell = await screen.findByText(name, { selector: 'td' }, wait);
  return cell.closest('tr')?.textContent ?? '';
}

function course() {
  return installFakeCourse({
    ...seedRounds(),
    declarations: { 1: [seller(true), buyer(false)], 3: [seller(true), buyer(true)] },
    calls: [],
  });
}

describe('who has declared', () => {
  it('lists the first open centralised-bidding round with declared / not declared and counts', async () => {
    course();
    renderAdmin(`/admin/course/${courseId}`);
    expect(await screen.findByText('申报情况 · 3月省内集中竞价', {}, wait)).toBeTruthy();
    expect(await rowText('华鲁发电')).toMatch(/发电企业已申报2026-03-05 \d\d:12/);
    expect(await rowText('齐鲁售电')).toBe('齐鲁售电售电公司未申报-');
    expect(screen.getByTestId('declared-count').textContent).toBe('已申报 1 / 2');
  });

  it('shows the round picked with 查看', async () => {
    course();
    renderAdmin(`/admin/course/${courseId}`);
    const cell = await screen.findByText('3月集中竞价（已停止报价）', { selector: 'td' }, wait);
    const view = [...(cell.closest('tr')?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent?.replace(/\s/g, '') === '查看',
    );
    fireEvent.click(view as HTMLButtonElement);
    expect(await screen.findByText('申报情况 · 3月集中竞价（已停止报价）', {}, wait)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('declared-count').textContent).toBe('已申报 2 / 2'),
    );
    expect(window.location.search).toBe('?round=3');
  });

  it('reloads with the refresh button and on an updateRound push', async () => {
    const fake = course();
    const { push } = renderAdmin(`/admin/course/${courseId}`);
    await rowText('齐鲁售电');
    fake.declarations[1] = [seller(true), buyer(true)];
    // antd ignores clicks until the button has left its loading state.
    const refresh = screen.getByText('刷新申报情况').closest('button') as HTMLButtonElement;
    await waitFor(() => expect(refresh.className).not.toContain('ant-btn-loading'), wait);
    fireEvent.click(refresh);
    await waitFor(
      () => expect(screen.getByTestId('declared-count').textContent).toBe('已申报 2 / 2'),
      wait,
    );
    fake.declarations[1] = [seller(false), buyer(true)];
    push.push('notice', 'OnReceiveNoticeMsg', courseId, '{"roundId":1,"status":0}', 'updateRound');
    await waitFor(
      () => expect(screen.getByTestId('declared-count').textContent).toBe('已申报 1 / 2'),
      wait,
    );
  });

  it('follows the trainees: a burst of getCourseOverview pushes reloads once, other pushes not', async () => {
    const fake = course();
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/app/admin/round/1/declarations') asked += 1;
    });
    onTestFinished(() => server.events.removeAllListeners());
    const { push } = renderAdmin(`/admin/course/${courseId}`);
    await rowText('齐鲁售电');
    await waitFor(() => expect(asked).toBe(1), wait);
    fake.declarations[1] = [seller(true), buyer(true)];
    // A push of another course, and one naming something else, leave the list alone.
    push.push('titan', 'OnDataChanged', {
      courseId: courseId + 1,
      roundId: null,
      operations: ['getCourseOverview'],
    });
    push.push('titan', 'OnDataChanged', { courseId, roundId: 5, operations: ['getListingQuota'] });
    await new Promise((r) => setTimeout(r, 800));
    expect(asked).toBe(1);
    expect(screen.getByTestId('declared-count').textContent).toBe('已申报 1 / 2');
    // Declarations come in bursts; the server pushes the overview without a round.
    for (let i = 0; i < 3; i += 1) {
      push.push('titan', 'OnDataChanged', {
        courseId,
        roundId: null,
        operations: ['getCourseOverview'],
      });
      await new Promise((r) => setTimeout(r, 100));
    }
    await waitFor(
      () => expect(screen.getByTestId('declared-count').textContent).toBe('已申报 2 / 2'),
      wait,
    );
    await new Promise((r) => setTimeout(r, 800));
    expect(asked).toBe(2);
  });
});
