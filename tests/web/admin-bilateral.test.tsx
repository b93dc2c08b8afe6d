import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { apiHttp } from '../../src/api/testing/http';
import { courseId, installFakeCourse, renderAdmin } from './adminHarness';
import { server, setupShellServer } from './shellHarness';

// A bilateral round on the teacher's course page, against msw: its steps (open, stop quotation, close;
// no clearing), and the card listing every proposal of the round, which follows a push naming the
// proposals and expands a row into its segments.
setupShellServer();

const wait = { timeout: 15_000 };
const proposal = responseFixtures.BilateralProposal;

/** The round (id 5, declaring) and the proposals the server answers for it, as they change. */
function course() {
  const fake = installFakeCourse();
  const state = {
    proposals: [proposal, { ...proposal, id: proposal.id + 1, status: 1 as const }],
    asked: [] as string[],
  };
  server.use(
    apiHttp.get('/api/app/bilateral/proposals', ({ request, response }) => {
      state.asked.push(new URL(request.url).search);
      return response(200).json({ items: state.proposals, totalCount: state.proposals.length });
    }),
    apiHttp.post('/api/app/admin/round/{id}/close', ({ params, response }) => {
      fake.calls.push(`close ${params.id}`);
      return response(200).json({ ...fake.rounds[4]!, status: 3 });
    }),
  );
  return { fake, state };
}

const card = async () =>
  (await screen.findByText(/^双边协商意向 · /, { selector: '.ant-card-head-title' }, wait)).closest(
    '.ant-card',
  ) as HTMLElement;
const rowTexts = (el: HTMLElement) =>
  [...el.querySelectorAll('tr.ant-table-row')].map((tr) => tr.textContent ?? '');

describe('a bilateral round on the teacher page', () => {
  it('lists every proposal of the round without naming an enterprise, with its state', async () => {
    const { state } = course();
    renderAdmin(`/admin/course/${courseId}?round=5`);
    const c = await card();
    await waitFor(() => expect(rowTexts(c)).toHaveLength(2), wait);
    expect(state.asked.every((q) => q === '?roundId=5')).toBe(true);
    expect(rowTexts(c)[0]).toContain('东方发电有限公司');
    expect(rowTexts(c)[0]).toContain('城南售电有限公司');
    expect(rowTexts(c).map((t) => t.match(/待确认|已接受|已拒绝|已撤回/)?.[0])).toEqual([
      '待确认',
      '已接受',
    ]);
    expect(within(c).getByTestId('bilateral-summary').textContent).toBe(
      '共 2 条，已成交 1 条 1600.00 MWh，均价 403.75 元/MWh',
    );
    // A row opens into its segments.
    fireEvent.click(c.querySelectorAll('tr.ant-table-row')[0]!);
    expect(await within(c).findByText('430.00', {}, wait)).toBeTruthy();
  });

  it('reloads the list when a push names the proposals of this round only', async () => {
    const { state } = course();
    const { push } = renderAdmin(`/admin/course/${courseId}?round=5`);
    const c = await card();
    await waitFor(() => expect(rowTexts(c)).toHaveLength(2), wait);
    state.proposals = [...state.proposals, { ...proposal, id: proposal.id + 2, status: 2 }];
    const otherRound = { courseId, roundId: 4, operations: ['getBilateralProposals'] };
    push.push('titan', 'OnDataChanged', otherRound);
    push.push('titan', 'OnDataChanged', { courseId, roundId: 5, operations: ['getListingQuota'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rowTexts(c)).toHaveLength(2);
    push.push('titan', 'OnDataChanged', {
      courseId,
      roundId: 5,
      operations: ['getBilateralProposals'],
    });
    await waitFor(() => expect(rowTexts(c)).toHaveLength(3), wait);
  });

  it('offers stop quotation and close, never a clearing, and stops after confirmation', async () => {
    const { fake } = course();
    renderAdmin(`/admin/course/${courseId}?round=5`);
    const row = (await screen.findByText('3月双边协商', {}, wait)).closest('tr') as HTMLElement;
    const labels = [...row.querySelectorAll('button')].map((b) =>
      b.textContent?.replace(/\s/g, ''),
    );
    expect(labels).toEqual(expect.arrayContaining(['开启申报', '停止报价', '闭市']));
    expect(labels).not.toContain('出清');
    fireEvent.click(
      within(row)
        .getByText(/停\s*止\s*报\s*价/)
        .closest('button')!,
    );
    const dialog = (await screen.findByText(/未答复的意向由系统撤回/, {}, wait)).closest(
      '.ant-modal-confirm',
    ) as HTMLElement;
    const ok = [...dialog.querySelectorAll('button')].find((b) =>
      /^确\s*定$/.test(b.textContent ?? ''),
    );
    fireEvent.click(ok!);
    await waitFor(() => expect(fake.calls).toEqual(['stop 5']), wait);
    expect(
      await screen.findByText('「3月双边协商」已停止报价，未答复的意向已由系统撤回', {}, wait),
    ).toBeTruthy();
  });
});
