// The shared conformance suite (after rjsf's snapshot-tests): every block type renders its loading, empty,
// error and data states, in the white and the dark theme, through the real client against msw.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiHttp } from '../../src/api/testing/http';
import { responseFixtures } from '../../src/api/testing/fixtures';
import type { Block, BlockType } from '../../src/engine/config/block';
import { BlockList } from '../../src/engine/BlockList';
import { registerWidget, unregisterWidget } from '../../src/engine/widgets';
import { renderWithEngine, server } from './engineHarness';

type Mode = 'loading' | 'empty' | 'error' | 'data';

/** Answers GET `path` (msw pattern) the way `mode` asks. */
function answer(path: string, mode: Mode, data: unknown, empty: unknown) {
  return apiHttp.untyped.get(`*${path}`, async () => {
    if (mode === 'loading') await delay('infinite');
    if (mode === 'error')
      return HttpResponse.json(
        { error: { code: 'E', message: '服务器开小差了' } },
        { status: 500 },
      );
    return HttpResponse.json((mode === 'empty' ? empty : data) as object);
  });
}

const generators = responseFixtures.GeneratorListResult;
const noRows = { items: [], totalCount: 0 };
const table: Block = {
  type: 'table',
  source: { operation: 'getGenerators', params: { courseId: { from: 'course.id' } } },
  columns: [
    { field: 'name', title: '机组名称' },
    { field: 'type', title: '能源类型', valueType: 'energyType' },
    { field: 'capacity', title: '装机容量', valueType: 'load' },
  ],
  exportFileName: '机组',
};

interface Sample {
  block: Block;
  handlers: (mode: Mode) => ReturnType<typeof answer>[];
  /** Text or role that proves the data state drew the data. */
  expectData: () => Promise<void>;
  /** Which states apply (a widget has no data source of its own). */
  modes?: Mode[];
  /** The marker the empty state shows; a form with no initial record shows its blank fields. */
  emptyState?: 'empty' | 'data';
  /** Readiness reports its outcome after the machine's 1 s display delay. */
  timeout?: number;
}

const gens = (mode: Mode) => [answer('/api/app/enterprise/generators', mode, generators, noRows)];

const samples: Record<BlockType, Sample> = {
  table: {
    block: table,
    handlers: gens,
    expectData: async () => void (await screen.findByText('东方 1 号机组')),
  },
  chart: {
    block: {
      type: 'chart',
      source: { operation: 'getGeneratorMeanCurve', params: { courseId: { from: 'course.id' } } },
      x: 'timeId',
      xValueType: 'hour',
      series: [{ field: 'volume', name: '平均出力', kind: 'line', unit: 'MW' }],
    },
    handlers: (mode) => [
      answer(
        '/api/app/dayUpper24/generatorMean',
        mode,
        responseFixtures.CurvePointListResult,
        noRows,
      ),
    ],
    expectData: async () => {
      await waitFor(() => expect(document.querySelector('svg')).not.toBeNull(), { timeout: 8000 });
    },
  },
  descriptions: {
    block: {
      type: 'descriptions',
      source: { operation: 'getCourse', params: { id: { from: 'course.id' } } },
      fields: [
        { field: 'name', title: '课程名称' },
        { field: 'scene.name', title: '场景' },
      ],
    },
    handlers: (mode) => [answer('/api/app/course/:id', mode, responseFixtures.Course, noRows)],
    expectData: async () => void (await screen.findByText(responseFixtures.Course.name)),
  },
  html: {
    block: {
      type: 'html',
      source: {
        operation: 'getCourseAnnouncementList',
        params: { courseId: { from: 'course.id' } },
      },
      field: 'items.0.announcementContent',
    },
    handlers: (mode) => [
      answer(
        '/api/app/courseAnnouncement/entityFilter',
        mode,
        {
          items: [{ announcementContent: '<p>公告正文<script>alert(1)</script></p>' }],
          totalCount: 1,
        },
        noRows,
      ),
    ],
    expectData: async () => {
      await screen.findByText('公告正文');
      expect(document.querySelector('script')).toBeNull();
    },
  },
  form: {
    block: {
      type: 'form',
      initial: { operation: 'getCourse', params: { id: { from: 'course.id' } } },
      fields: [{ field: 'name', title: '课程名称', required: true }],
      submit: { label: '保存' },
    },
    handlers: (mode) => [answer('/api/app/course/:id', mode, responseFixtures.Course, {})],
    expectData: async () =>
      void (await screen.findByDisplayValue(responseFixtures.Course.name, {}, { timeout: 8000 })),
    emptyState: 'data',
  },
  tabs: {
    block: {
      type: 'tabs',
      tabs: [
        { key: 'a', title: '机组', blocks: [table] },
        { key: 'b', title: '其他', blocks: [] },
      ],
    },
    handlers: gens,
    expectData: async () => void (await screen.findByText('东方 1 号机组')),
  },
  readiness: {
    block: {
      type: 'readiness',
      kind: 'centerTrade',
      check: {
        operation: 'getCenterTradeReadiness',
        params: { roundId: { from: 'route.params.id' } },
      },
      field: 'code',
      blocks: [table],
    },
    handlers: (mode) => [
      // Code 0 means "not generated" for centralised bidding; a failed check reads as not ready.
      answer('/api/app/resultReadiness/centerTrade/:roundId', mode, { code: 1 }, { code: 0 }),
      ...gens('data'),
    ],
    expectData: async () => void (await screen.findByText('东方 1 号机组', {}, { timeout: 8000 })),
    timeout: 8000,
  },
  widget: {
    block: { type: 'widget', name: 'paper', props: { courseId: { from: 'enterprise.id' } } },
    handlers: () => [],
    expectData: async () => void (await screen.findByText('持仓 3')),
    modes: ['data', 'error'],
  },
  disclosure: {
    block: { type: 'disclosure', tab: { value: 'generator-group' } },
    handlers: (mode) => [
      answer(
        '/api/app/reportHelp/generatorGroups',
        mode,
        responseFixtures.GeneratorListResult,
        noRows,
      ),
    ],
    expectData: async () => void (await screen.findByText('东方 1 号机组')),
  },
};

// Two shared cores: give renders more than the default second before calling a state missing.
configure({ asyncUtilTimeout: 8000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  unregisterWidget('paper');
});
afterAll(() => server.close());

describe.each(['light', 'dark'] as const)('every block in the %s theme', (theme) => {
  describe.each(Object.entries(samples))('%s block', (_type, sample) => {
    const modes = sample.modes ?? ['loading', 'empty', 'error', 'data'];
    const wait = { timeout: sample.timeout ?? 8000 };
    it.each(modes)('renders its %s state', async (mode) => {
      if (sample.block.type === 'widget' && mode === 'data') {
        registerWidget('paper', ({ props }) => <span>持仓 {String(props.courseId)}</span>);
      }
      server.use(...sample.handlers(mode));
      const { container } = renderWithEngine(<BlockList blocks={[sample.block]} />, { theme });
      const marker = (state: string) => container.querySelector(`[data-state="${state}"]`);
      if (mode === 'loading')
        await waitFor(
          () => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull(),
          wait,
        );
      if (mode === 'empty')
        await waitFor(() => expect(marker(sample.emptyState ?? 'empty')).not.toBeNull(), wait);
      if (mode === 'error') {
        await waitFor(() => expect(marker('error') ?? marker('empty')).not.toBeNull(), wait);
        const text = container.textContent ?? '';
        expect(text).toMatch(/服务器开小差了|结果尚未生成|尚未注册/);
      }
      if (mode === 'data') await sample.expectData();
    });
  });
});
