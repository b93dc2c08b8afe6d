// Config language v2 in the table block: row actions (操作 column, confirm, `row.*` bindings, then
// invalidate), link columns to named routes, master-detail panels and server paging with filters.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApiBaseUrl } from '../../src/api/testing/http';
import type { TableBlock } from '../../src/engine/blocks/table/types';
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

const page = (block: TableBlock): ScreenFile => ({ title: '表格', blocks: [block] });
/** A button inside a table row, found by its label (role queries are very slow inside antd tables in jsdom). */
const rowButton = (row: HTMLElement, label: RegExp) =>
  within(row).queryByText(label)?.closest('button');
const bodyRows = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );

describe('row actions', () => {
  it(
    'asks to confirm, calls the operation with the row’s id, then reloads the list',
    { timeout: 60_000 },
    async () => {
      let bids = [
        { id: 11, price: 300 },
        { id: 12, price: 320 },
      ];
      const deleted: string[] = [];
      server.use(
        http.get(`${testApiBaseUrl}/api/app/centerTrade/bids`, () =>
          HttpResponse.json({ items: bids, totalCount: bids.length }),
        ),
        http.delete(`${testApiBaseUrl}/api/app/centerTrade/bids/:id`, ({ params }) => {
          deleted.push(String(params.id));
          bids = bids.filter((b) => String(b.id) !== params.id);
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const notes: string[] = [];
      renderWithEngine(
        <Page
          screen={page({
            type: 'table',
            source: { operation: 'getCenterTradeBids', params: { roundId: { from: 'round.id' } } },
            rowKey: 'id',
            columns: [{ field: 'price', title: '价格', valueType: 'price' }],
            rowActions: [
              {
                label: '撤销',
                confirm: '确认撤销该申报？',
                call: { operation: 'deleteCenterTradeBid', params: { id: { from: 'row.id' } } },
                then: { invalidate: ['getCenterTradeBids'], message: '已撤销' },
              },
            ],
          })}
        />,
        { notify: (text) => notes.push(text) },
      );
      await screen.findByText('320.00');
      expect(screen.getAllByText('操作').length).toBeGreaterThan(0);
      const second = screen.getByText('320.00').closest('tr') as HTMLElement;
      await userEvent.click(rowButton(second, /撤\s*销/) as HTMLElement);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getAllByText('确认撤销该申报？').length).toBeGreaterThan(0);
      // Cancelling calls nothing.
      await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
      expect(deleted).toEqual([]);
      await userEvent.click(rowButton(second, /撤\s*销/) as HTMLElement);
      // The cancelled dialog may still be closing: press 确定 of the newest one.
      const ok = (await screen.findAllByText(/确\s*定/)).at(-1)?.closest('button');
      await userEvent.click(ok as HTMLElement);
      await waitFor(() => expect(screen.queryByText('320.00')).toBeNull());
      expect(deleted).toEqual(['12']);
      expect(notes).toEqual(['已撤销']);
      expect(screen.getByText('300.00')).toBeDefined();
    },
  );

  it('shows an action only while its rule holds', { timeout: 60_000 }, async () => {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course`, () =>
        HttpResponse.json({ items: [{ id: 1, name: '课程甲' }], totalCount: 1 }),
      ),
    );
    renderWithEngine(
      <Page
        screen={page({
          type: 'table',
          source: { operation: 'getCourseList' },
          columns: [{ field: 'name', title: '课程' }],
          rowActions: [
            { label: '查看', then: { message: '看' } },
            { label: '删除', visibleWhen: { var: 'isSeller' }, then: { message: '删' } },
          ],
        })}
      />,
      { rules: { isSeller: false } },
    );
    const row = (await screen.findByText('课程甲')).closest('tr') as HTMLElement;
    expect(rowButton(row, /查\s*看/)).toBeTruthy();
    expect(rowButton(row, /删\s*除/)).toBeUndefined();
  });

  it('decides a row action per row from the row’s own fields', { timeout: 60_000 }, async () => {
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course`, () =>
        HttpResponse.json({
          items: [
            { id: 1, name: '等待中', courseType: 0 },
            { id: 2, name: '已完成', courseType: 2 },
          ],
          totalCount: 2,
        }),
      ),
    );
    renderWithEngine(
      <Page
        screen={page({
          type: 'table',
          source: { operation: 'getCourseList' },
          columns: [{ field: 'name', title: '课程' }],
          rowActions: [
            {
              label: '撤单',
              visibleWhen: { in: [{ var: 'row.courseType' }, [0, 1]] },
              then: { message: '撤' },
            },
          ],
        })}
      />,
    );
    const open = (await screen.findByText('等待中')).closest('tr') as HTMLElement;
    const done = screen.getByText('已完成').closest('tr') as HTMLElement;
    expect(rowButton(open, /撤\s*单/)).toBeTruthy();
    expect(rowButton(done, /撤\s*单/)).toBeUndefined();
  });
});

describe('link columns', () => {
  it(
    'draws the cell as a link to the named route with the row’s parameters',
    { timeout: 60_000 },
    async () => {
      server.use(
        http.get(`${testApiBaseUrl}/api/app/course`, () =>
          HttpResponse.json({ items: [{ id: 42, name: '三月课程' }], totalCount: 1 }),
        ),
      );
      const went: string[] = [];
      renderWithEngine(
        <Page
          screen={page({
            type: 'table',
            source: { operation: 'getCourseList' },
            columns: [
              {
                field: 'name',
                title: '课程',
                link: { route: 'admin-course', params: { id: { from: 'row.id' } } },
              },
            ],
          })}
        />,
        { navigate: (path) => went.push(path) },
      );
      const link = await screen.findByRole('link', { name: '三月课程' });
      expect(link.getAttribute('href')).toBe('/admin/course/42');
      await userEvent.click(link);
      expect(went).toEqual(['/admin/course/42']);
    },
  );
});

describe('master-detail', () => {
  it(
    'highlights the clicked row and shows its detail blocks bound to the row',
    { timeout: 60_000 },
    async () => {
      server.use(
        http.get(`${testApiBaseUrl}/api/app/course`, () =>
          HttpResponse.json({
            items: [
              { id: 1, name: '课程甲' },
              { id: 2, name: '课程乙' },
            ],
            totalCount: 2,
          }),
        ),
        http.get(`${testApiBaseUrl}/api/app/course/:id`, ({ params }) =>
          HttpResponse.json({
            id: Number(params.id),
            name: `详情${String(params.id)}`,
            courseType: 1,
          }),
        ),
      );
      renderWithEngine(
        <Page
          screen={page({
            type: 'table',
            source: { operation: 'getCourseList' },
            rowKey: 'id',
            columns: [{ field: 'name', title: '课程' }],
            detail: {
              title: '课程详情',
              blocks: [
                {
                  type: 'descriptions',
                  source: { operation: 'getCourse', params: { id: { from: 'row.id' } } },
                  fields: [{ field: 'name', title: '名称' }],
                },
              ],
            },
          })}
        />,
      );
      await screen.findByText('课程乙');
      expect(screen.queryByTestId('table-detail')).toBeNull();
      const row = screen.getByText('课程乙').closest('tr') as HTMLElement;
      await userEvent.click(row);
      const detail = await screen.findByTestId('table-detail');
      expect(within(detail).getByText('课程详情')).toBeDefined();
      expect(await within(detail).findByText('详情2')).toBeDefined();
      expect(row.getAttribute('aria-selected')).toBe('true');
      expect(row.className).toContain('ant-table-row-selected');
      await userEvent.click(screen.getByText('课程甲').closest('tr') as HTMLElement);
      expect(await within(detail).findByText('详情1')).toBeDefined();
    },
  );
});

describe('server paging', () => {
  it(
    'asks for one page with skipCount/maxResultCount and the filters, and pages by totalCount',
    { timeout: 60_000 },
    async () => {
      const asked: Array<Record<string, string>> = [];
      server.use(
        http.get(`${testApiBaseUrl}/api/app/listing`, ({ request }) => {
          const query = Object.fromEntries(new URL(request.url).searchParams);
          asked.push(query);
          const skip = Number(query.skipCount);
          const items = [0, 1].map((i) => ({ id: skip + i + 1, roundId: query.roundId ?? '-' }));
          return HttpResponse.json({ items, totalCount: 5 });
        }),
      );
      renderWithEngine(
        <Page
          screen={page({
            type: 'table',
            source: { operation: 'getListingOrders' },
            rowKey: 'id',
            paging: 'server',
            pageSize: 2,
            columns: [
              { field: 'id', title: '编号', valueType: 'integer' },
              { field: 'roundId', title: '轮次', inFilter: true },
            ],
          })}
        />,
      );
      await screen.findByText('共 5 条');
      expect(asked).toEqual([{ skipCount: '0', maxResultCount: '2' }]);
      expect(bodyRows().map((r) => r[0])).toEqual(['1', '2']);
      await userEvent.click(screen.getByTitle('3'));
      await waitFor(() => expect(bodyRows().map((r) => r[0])).toEqual(['5', '6']));
      expect(asked.at(-1)).toEqual({ skipCount: '4', maxResultCount: '2' });
      // Typing does not ask the server; 查询 sends the filter and goes back to page 1.
      await userEvent.type(screen.getByLabelText('轮次'), '77');
      expect(asked).toHaveLength(2);
      await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() =>
        expect(asked.at(-1)).toEqual({ skipCount: '0', maxResultCount: '2', roundId: '77' }),
      );
      await waitFor(() => expect(bodyRows().map((r) => r[1])).toEqual(['77', '77']));
    },
  );
});

describe('large tables', () => {
  const slotRows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      name: `机组${i + 1}`,
      ...Object.fromEntries(Array.from({ length: 96 }, (_, s) => [`s${s}`, i + s / 100])),
    }));
  const grid = (scrollHeight?: number, extra: Partial<TableBlock> = {}): TableBlock => ({
    type: 'table',
    source: { operation: 'getGenerators', params: { courseId: { from: 'course.id' } } },
    rowKey: 'id',
    columns: [
      { field: 'name', title: '机组', width: 120, fixed: 'left' },
      ...Array.from({ length: 96 }, (_, s) => ({
        field: `s${s}`,
        title: `时段${s + 1}`,
        valueType: 'load' as const,
        width: 80,
      })),
    ],
    ...(scrollHeight ? { scrollHeight } : {}),
    ...extra,
  });
  const serve = (count: number) =>
    server.use(
      http.get(`${testApiBaseUrl}/api/app/enterprise/generators`, () =>
        HttpResponse.json({ items: slotRows(count), totalCount: count }),
      ),
    );
  const gridRows = () => [...document.querySelectorAll('[role="grid"] [role="row"]')].slice(1);

  it(
    'puts only the rows and columns in view into the page past 30 rows of a fixed-height table',
    { timeout: 30_000 },
    async () => {
      serve(200);
      renderWithEngine(<Page screen={page(grid(300))} />);
      await screen.findByText('机组1');
      const table = screen.getByRole('grid');
      // The grid tells assistive technology its full size: 200 rows and the header, 97 columns.
      expect(table.getAttribute('aria-rowcount')).toBe('201');
      expect(table.getAttribute('aria-colcount')).toBe('97');
      const rows = gridRows();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(30);
      // Without layout (jsdom) the grid assumes 1,200 px: the pinned 机组 and about 14 slots.
      const cells = rows[0]!.querySelectorAll('[role="gridcell"]');
      expect(cells.length).toBeLessThan(20);
      expect(cells[0]!.textContent).toBe('机组1');
      expect(cells[1]!.textContent).toBe('0.00');
      expect(screen.getByRole('columnheader', { name: '时段1' })).toBeTruthy();
      expect(screen.queryByRole('columnheader', { name: '时段96' })).toBeNull();
    },
  );

  it('draws later rows and slots as the grid scrolls, the pinned column staying', async () => {
    serve(200);
    renderWithEngine(<Page screen={page(grid(300))} />);
    await screen.findByText('机组1');
    const table = screen.getByRole('grid');
    table.scrollTop = 100 * 39;
    table.scrollLeft = 90 * 80;
    fireEvent.scroll(table);
    await screen.findByText('机组101');
    expect(screen.queryByText('机组1')).toBeNull();
    const row = screen.getByText('机组101').closest('[role="row"]') as HTMLElement;
    expect(row.getAttribute('aria-rowindex')).toBe('102');
    // Slot 96 of unit 101 (index 100): 100 + 95/100.
    const cell = within(row).getByText('100.95').closest('[role="gridcell"]');
    expect(cell?.getAttribute('aria-colindex')).toBe('97');
    expect(screen.getByRole('columnheader', { name: '时段96' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '机组' })).toBeTruthy();
  });

  it('selects a row of the grid for the detail panel', async () => {
    serve(40);
    server.use(
      http.get(`${testApiBaseUrl}/api/app/course/:id`, ({ params }) =>
        HttpResponse.json({
          id: Number(params.id),
          name: `详情${String(params.id)}`,
          courseType: 1,
        }),
      ),
    );
    renderWithEngine(
      <Page
        screen={page(
          grid(300, {
            detail: {
              title: '机组详情',
              blocks: [
                {
                  type: 'descriptions',
                  source: { operation: 'getCourse', params: { id: { from: 'row.id' } } },
                  fields: [{ field: 'name', title: '名称' }],
                },
              ],
            },
          }),
        )}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByText('机组3'));
    const row = screen.getByText('机组3').closest('[role="row"]') as HTMLElement;
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('机组详情')).toBeTruthy();
    expect(await screen.findByText('详情3')).toBeTruthy();
  });

  it('keeps antd rows for a paged table and renders every row without a fixed height', async () => {
    serve(40);
    renderWithEngine(
      <Page screen={page(grid(undefined, { columns: grid().columns.slice(0, 2) }))} />,
    );
    await screen.findByText('机组1');
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(40);
    expect(screen.queryByRole('grid')).toBeNull();
    cleanup();
    serve(40);
    renderWithEngine(
      <Page screen={page(grid(300, { columns: grid().columns.slice(0, 2), pageSize: 35 }))} />,
    );
    await screen.findByText('机组1');
    expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    cleanup();
    serve(20);
    renderWithEngine(<Page screen={page(grid(300, { columns: grid().columns.slice(0, 2) }))} />);
    await screen.findByText('机组1');
    expect(document.querySelectorAll('.ant-table-row')).toHaveLength(20);
  });
});
