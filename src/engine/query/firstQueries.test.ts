// firstQueries reads a screen's config for the calls its first render makes, with the keys' parameters
// the blocks would send: bound values, server paging's first page, the first tab, the disclosure tab
// (as its disclosure group shows it).
import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../config/files';
import { disclosureTabs } from '../config/load';
import { screens } from '../config/screens';
import { firstQueries } from './firstQueries';

const context = {
  route: { params: { tagName: 'province-info' }, query: {} },
  course: { id: 7, sceneId: 3 },
};

describe('firstQueries', () => {
  it('lists bound calls, the first page of server paging and the first tab, skipping rule-bound and unbound blocks', () => {
    const screen: ScreenFile = {
      title: '测试',
      blocks: [
        {
          type: 'descriptions',
          source: { operation: 'getCourse', params: { id: { from: 'course.id' } } },
          fields: [],
        },
        { type: 'table', paging: 'server', source: { operation: 'getCourseList' }, columns: [] },
        {
          type: 'table',
          visibleWhen: { var: 'isSeller' },
          source: { operation: 'getGenerators' },
          columns: [],
        },
        {
          type: 'table',
          source: { operation: 'getRound', params: { id: { from: 'round.id' } } },
          columns: [],
        },
        {
          type: 'tabs',
          tabs: [
            {
              key: 'a',
              title: '甲',
              blocks: [{ type: 'html', source: { operation: 'getNotices' } }],
            },
            {
              key: 'b',
              title: '乙',
              blocks: [{ type: 'html', source: { operation: 'getRounds' } }],
            },
          ],
        },
      ],
    };
    expect(firstQueries(screen, context)).toEqual([
      { operation: 'getCourse', params: { id: 7 } },
      { operation: 'getCourseList', params: { skipCount: 0, maxResultCount: 20 } },
      { operation: 'getNotices', params: {} },
    ]);
  });

  it('opens the disclosure tab the route names', () => {
    const screen: ScreenFile = {
      title: '披露',
      blocks: [{ type: 'disclosure', tab: { from: 'route.params.tagName' } }],
    };
    expect(firstQueries(screen, context, { disclosure: disclosureTabs })).toEqual([
      { operation: 'getProvincesByScene', params: { sceneId: 3 } },
    ]);
  });

  it("opens the tab as the route's disclosure group shows it: 线路稳定限额's day-ahead limits in group 2", () => {
    const detail = screens['user-reportHelp-detail'];
    if (!detail) throw new Error('config/screens/user-reportHelp-detail.json is missing');
    const at = (index: string) =>
      firstQueries(
        detail,
        { ...context, route: { params: { index, tagName: 'limit-info' }, query: {} } },
        { disclosure: disclosureTabs },
      );
    expect(at('1')).toEqual([{ operation: 'getCenterLimits', params: { courseId: 7 } }]);
    expect(at('2')).toEqual([{ operation: 'getDaLimits', params: { courseId: 7 } }]);
  });
  it("asks for a round scope's readiness check and rows with the round the caller predicts, and leaves them out without one", () => {
    const screen: ScreenFile = {
      title: '结果',
      blocks: [
        {
          type: 'widget',
          name: 'roundSelector',
          props: { type: { value: 15 }, roundId: { from: 'route.params.id' } },
          blocks: [
            {
              type: 'readiness',
              kind: 'centerTrade',
              check: {
                operation: 'getCenterTradeResultStatus',
                params: { roundId: { from: 'round.id' } },
              },
              blocks: [
                {
                  type: 'table',
                  source: {
                    operation: 'getCenterTradeResults',
                    params: { roundId: { from: 'round.id' } },
                  },
                  columns: [],
                },
              ],
            },
          ],
        },
      ],
    };
    const seen: Array<Record<string, unknown>> = [];
    const roundScope = (props: Record<string, unknown>) => {
      seen.push(props);
      return { id: 42 };
    };
    expect(firstQueries(screen, context, { roundScope })).toEqual([
      { operation: 'getCenterTradeResultStatus', params: { roundId: 42 } },
      { operation: 'getCenterTradeResults', params: { roundId: 42 } },
    ]);
    // The scope is asked with the selector's resolved props (the route has no id here).
    expect(seen).toEqual([{ type: 15 }]);
    expect(firstQueries(screen, context)).toEqual([]);
  });
});
