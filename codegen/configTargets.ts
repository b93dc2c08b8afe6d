// Checks of where a config points: navigate targets against the route table (every required path
// parameter supplied), chart shapes, and the disclosure tabs the menu must open.
import type { ConfigIssue } from '../src/engine/config/issue';
import { disclosureTabKeys } from '../src/engine/config/names';
import { expectedOneOf } from '../src/engine/suggest';
import { isObject } from './configContract';
import { at, type ConfigWorld, type RouteInfo, type Segments } from './configRefs';

type Json = Record<string, unknown>;

/** Parameters of a route path such as `/user/report/:id` or `/x/:sq?`. */
export function routeInfo(path: string): RouteInfo {
  const found = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g)];
  return {
    params: found.map((m) => m[1] ?? ''),
    optional: found.filter((m) => m[2] === '?').map((m) => m[1] ?? ''),
  };
}

/** A navigate target: a known route, only its parameters, and every required one supplied. */
export function checkNavigate(target: Json, where: Segments, world: ConfigWorld): ConfigIssue[] {
  const name = String(target.route);
  // An invalid route table has already been reported; names checked against it would only add noise.
  if (world.routes.size === 0) return [];
  const route = world.routes.get(name);
  if (!route)
    return [
      at([...where, 'route'], `"${name}"`, expectedOneOf(name, [...world.routes.keys()], '路由名')),
    ];
  const given = isObject(target.params) ? Object.keys(target.params) : [];
  const issues = given
    .filter((p) => !route.params.includes(p))
    .map((p) =>
      at(
        [...where, 'params', p],
        `参数 "${p}"`,
        route.params.length
          ? expectedOneOf(p, route.params, `路由 ${name} 的路径参数`)
          : `无参数（路由 ${name} 没有路径参数）`,
      ),
    );
  for (const p of route.params) {
    if (!route.optional.includes(p) && !given.includes(p))
      issues.push(at([...where, 'params', p], '空', `路由 ${name} 的路径参数 "${p}" 的绑定`));
  }
  return issues;
}

/** A chart draws categories (needs `x`, no `step` series) or step curves (`steps`, only `step` series). */
export function checkChart(chart: Json, where: Segments): ConfigIssue[] {
  const steps = isObject(chart.steps);
  const issues: ConfigIssue[] = [];
  if (!steps && typeof chart.x !== 'string')
    issues.push(
      at(
        where,
        '既没有 "x" 也没有 "steps" 的图表',
        '"x"（分类字段）或 "steps"（阶梯曲线，每行一张图）',
      ),
    );
  const series = Array.isArray(chart.series) ? chart.series : [];
  series.forEach((s, i) => {
    if (isObject(s) && (s.kind === 'step') !== steps) {
      issues.push(
        at(
          [...where, 'series', i, 'kind'],
          `"${String(s.kind)}"`,
          steps
            ? '"step"（有 "steps" 的图表只画阶梯曲线）'
            : '"line"、"column" 或 "bar"（"step" 曲线需要图表的 "steps"）',
        ),
      );
    }
  });
  return issues;
}

/** The disclosure tab keys of spec section 2 that no disclosure menu item opens. */
export function tabsMissingFromMenu(menuTabs: Set<string>): string[] {
  return disclosureTabKeys.filter((key) => !menuTabs.has(key));
}
