// The early requests' plan as the build writes it into index.html (earlyRequests.ts): a data block the
// early script reads, placed before that script, naming each screen route's first GET calls from the
// screens' configs (src/shell/earlyRequestPlan.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyRequestsId, projectEarlyRequestPlan, withEarlyRequests } from './earlyRequests';

const indexHtml = fs.readFileSync(path.resolve('index.html'), 'utf8');
const plan = projectEarlyRequestPlan(process.cwd());

describe('earlyRequests', () => {
  it('writes the plan as a JSON data block before the early script', () => {
    const html = withEarlyRequests(indexHtml, plan);
    const block = html.indexOf(`<script type="application/json" id="${earlyRequestsId}">`);
    expect(block).toBeGreaterThan(0);
    expect(block).toBeLessThan(html.indexOf('<script src="/app-config-early.js"'));
    const json = /<script type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(plan);
  });

  it('cannot be closed by a value, and stops the build without the early script', () => {
    const html = withEarlyRequests(indexHtml, {
      shell: [{ path: '/a</script><b>', pathParams: {}, query: {} }],
      routes: [],
    });
    expect(html).not.toContain('/a</script>');
    expect(() => withEarlyRequests('<html></html>', plan)).toThrow(/early script/);
  });

  it('names the assets page’s course and enterprise calls and the layout’s settings and round', () => {
    const assets = plan.routes.find((r) => r.path === '/user/assets');
    expect(assets).toEqual({
      path: '/user/assets',
      prefetch: true,
      frame: 'sider',
      requests: [
        { path: '/api/app/course/{id}', pathParams: { id: 'course.id' }, query: {} },
        {
          path: '/api/app/enterprise/myEnterprise',
          pathParams: {},
          query: { courseId: 'course.id', roundId: 'currentRound.id' },
        },
      ],
    });
    expect(plan.shell.map((r) => r.path)).toEqual([
      '/api/abp/application-configuration',
      '/api/app/roundApi/{id}',
    ]);
    // Public pages (the login) and pages without a screen ask for nothing.
    expect(plan.routes.find((r) => r.path === '/user/login')?.prefetch).toBe(false);
  });

  it('names a result page’s check and rows for its round selector’s round, chosen by its props', () => {
    const result = plan.routes.filter((r) => r.path === '/user/centerTradeResult/:id');
    // The linked round (the route's id) is a prop of the scope, not a variant of the route.
    expect(result).toEqual([
      {
        path: '/user/centerTradeResult/:id',
        prefetch: true,
        frame: 'sider',
        requests: [
          {
            path: '/api/app/centerTradeGeneratorReport/centerTradeGeneratorResult/{roundId}',
            pathParams: { roundId: 'roundScope0.id' },
            query: {},
          },
          {
            path: '/api/app/centerTrade/results',
            pathParams: {},
            query: { roundId: 'roundScope0.id', enterpriseId: 'enterprise.id' },
          },
        ],
        roundScopes: [
          {
            name: 'roundScope0',
            props: { type: { value: 15 }, isProvince: { value: '0' }, roundId: 'route.params.id' },
          },
        ],
      },
    ]);
  });

  it('names the main layout’s frame of each signed-in layout route, after its redirect', () => {
    const frameOf = (p: string) => plan.routes.find((r) => r.path === p)?.frame;
    expect(frameOf('/user/assets')).toBe('sider');
    // The course list has no side menu (spec section 2); /user redirects there.
    expect(frameOf('/user/course')).toBe('wide');
    expect(frameOf('/user')).toBe('wide');
    // Pages outside the layout, public pages, and a redirect to the login page have none.
    for (const p of ['/user/nav', '/screen/monitor', '/admin', '/user/login', '/404', '/'])
      expect(frameOf(p)).toBeUndefined();
  });

  it('gives a disclosure tab chosen by the route its own entry, before the route’s', () => {
    const detail = plan.routes.filter((r) => r.path === '/user/reportHelp/detail/:index/:tagName');
    const generatorInfo = detail.findIndex((r) => r.when?.['tagName'] === 'generator-info');
    expect(detail[generatorInfo]?.requests).toEqual([
      {
        path: '/api/app/enterprise/generatorInfo',
        pathParams: {},
        query: { courseId: 'course.id', roundId: 'currentRound.id' },
      },
    ]);
    expect(detail.findIndex((r) => r.when === undefined)).toBe(detail.length - 1);
  });

  it('gives the day-ahead group’s 线路稳定限额 its own entry, before the medium/long-term one', () => {
    const detail = plan.routes.filter((r) => r.path === '/user/reportHelp/detail/:index/:tagName');
    const limits = detail.filter((r) => r.when?.['tagName'] === 'limit-info');
    expect(limits.map((r) => [r.when, r.requests.map((q) => q.path)])).toEqual([
      [{ tagName: 'limit-info', index: '2' }, ['/api/app/sceneProvinceLimit/daLimits/{courseId}']],
      [{ tagName: 'limit-info' }, ['/api/app/sceneProvinceLimit/centerLimits/{courseId}']],
    ]);
  });
});
