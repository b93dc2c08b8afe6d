// Cross-checks the references between config files and against the contract: operation ids and their
// parameters, binding paths, route names and their parameters, menu keys, disclosure tab keys and rules.
import { bindingRoots } from '../src/engine/config/binding';
import { pointer, type ConfigIssue } from '../src/engine/config/issue';
import { disclosureTabKeys } from '../src/engine/config/names';
import { checkRule } from '../src/engine/rules/checkRule';
import { expectedOneOf } from '../src/engine/suggest';
import type { ContractIndex } from './configContract';

type Json = Record<string, unknown>;
type Segments = Array<string | number>;

/** Everything the reference checks need to know about the other files. */
export interface ConfigWorld {
  contract: ContractIndex;
  /** Route name → its path parameter names. */
  routes: Map<string, string[]>;
  /** Screen name → path parameters of the routes showing it (undefined: not routed, unchecked). */
  screenParams: Map<string, string[]>;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parameter names of a route path such as `/user/report/:id` or `/x/:sq?`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

function checkBinding(
  from: string,
  at: Segments,
  routeParams: string[] | undefined,
): ConfigIssue[] {
  const [root, second, third] = from.split('.');
  const issue = (expected: string) => [
    { file: '', path: pointer(at), found: `"${from}"`, expected },
  ];
  if (root === 'route' && second === 'params' && third && routeParams) {
    return routeParams.includes(third)
      ? []
      : issue(
          routeParams.length
            ? `a parameter of the routes showing this screen: ${expectedOneOf(third, routeParams, 'route parameters')}`
            : 'no route.params binding: the routes showing this screen have no parameters',
        );
  }
  if (root && root in bindingRoots && second) {
    const fields: readonly string[] = bindingRoots[root as keyof typeof bindingRoots];
    return fields.includes(second) ? [] : issue(expectedOneOf(second, fields, `${root} fields`));
  }
  return [];
}

function checkSource(source: Json, at: Segments, world: ConfigWorld): ConfigIssue[] {
  const id = String(source.operation);
  const op = world.contract.get(id);
  const here = (segments: Segments, found: string, expected: string): ConfigIssue => ({
    file: '',
    path: pointer(segments),
    found,
    expected,
  });
  if (!op) {
    const known = [...world.contract.keys()];
    return [here([...at, 'operation'], `"${id}"`, expectedOneOf(id, known, 'contract operations'))];
  }
  const issues: ConfigIssue[] = [];
  const params = isObject(source.params) ? source.params : {};
  const names = op.params.map((p) => p.name);
  for (const name of Object.keys(params)) {
    if (!names.includes(name)) {
      const expected = names.length
        ? `a parameter of ${id}: ${expectedOneOf(name, names, 'parameters')}`
        : `no parameters (${id} takes none)`;
      issues.push(here([...at, 'params', name], `parameter "${name}"`, expected));
    }
  }
  for (const p of op.params) {
    if (p.required && p.in !== 'header' && p.in !== 'cookie' && !(p.name in params)) {
      issues.push(
        here(
          [...at, 'params'],
          `no "${p.name}"`,
          `a binding for required parameter "${p.name}" of ${id}`,
        ),
      );
    }
  }
  if (isObject(source.body)) {
    const props = op.bodyProperties;
    for (const name of Object.keys(source.body)) {
      if (props === undefined)
        issues.push(here([...at, 'body'], 'a body', `no body (${id} takes none)`));
      else if (props.length && !props.includes(name)) {
        issues.push(
          here(
            [...at, 'body', name],
            `property "${name}"`,
            expectedOneOf(name, props, 'body properties'),
          ),
        );
      }
      if (props === undefined) break;
    }
  }
  return issues;
}

function checkNavigate(target: Json, at: Segments, world: ConfigWorld): ConfigIssue[] {
  const name = String(target.route);
  // An invalid route table has already been reported; names checked against it would only add noise.
  if (world.routes.size === 0) return [];
  const params = world.routes.get(name);
  if (!params) {
    const known = [...world.routes.keys()];
    return [
      {
        file: '',
        path: pointer([...at, 'route']),
        found: `"${name}"`,
        expected: expectedOneOf(name, known, 'route names'),
      },
    ];
  }
  const given = isObject(target.params) ? Object.keys(target.params) : [];
  return given
    .filter((p) => !params.includes(p))
    .map((p) => ({
      file: '',
      path: pointer([...at, 'params', p]),
      found: `parameter "${p}"`,
      expected: params.length
        ? expectedOneOf(p, params, `parameters of route ${name}`)
        : `no parameters (route ${name} has none)`,
    }));
}

/** A chart draws categories (needs `x`, no `step` series) or step curves (`steps`, only `step` series). */
function checkChart(chart: Json, at: Segments): ConfigIssue[] {
  const steps = isObject(chart.steps);
  const issues: ConfigIssue[] = [];
  if (!steps && typeof chart.x !== 'string') {
    issues.push({
      file: '',
      path: pointer(at),
      found: 'a chart without "x" or "steps"',
      expected: '"x" (the category field) or "steps" (step curves, one chart per row)',
    });
  }
  const series = Array.isArray(chart.series) ? chart.series : [];
  series.forEach((s, i) => {
    if (isObject(s) && (s.kind === 'step') !== steps) {
      issues.push({
        file: '',
        path: pointer([...at, 'series', i, 'kind']),
        found: `"${String(s.kind)}"`,
        expected: steps
          ? '"step": a chart with "steps" draws only step series'
          : '"line", "column" or "bar": "step" series need the chart\'s "steps"',
      });
    }
  });
  return issues;
}

/** Reference issues of one config file; `routeParams` are the params the file's screen receives. */
export function referenceIssues(
  file: string,
  data: unknown,
  world: ConfigWorld,
  routeParams: string[] | undefined,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const visit = (node: unknown, at: Segments): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, [...at, i]));
    if (!isObject(node)) return;
    if ('visibleWhen' in node) {
      for (const p of checkRule(node.visibleWhen)) {
        issues.push({
          file,
          path: pointer([...at, 'visibleWhen', ...p.at]),
          found: p.found,
          expected: p.expected,
        });
      }
    }
    if (typeof node.operation === 'string') issues.push(...checkSource(node, at, world));
    if (typeof node.from === 'string')
      issues.push(...checkBinding(node.from, [...at, 'from'], routeParams));
    if (isObject(node.navigate))
      issues.push(...checkNavigate(node.navigate, [...at, 'navigate'], world));
    if (node.type === 'chart') issues.push(...checkChart(node, at));
    for (const [key, value] of Object.entries(node))
      if (key !== 'visibleWhen') visit(value, [...at, key]);
  };
  visit(data, []);
  return issues.map((i) => ({ ...i, file }));
}

/** The disclosure tab keys of spec section 2 that no disclosure menu item opens. */
export function tabsMissingFromMenu(menuTabs: Set<string>): string[] {
  return disclosureTabKeys.filter((key) => !menuTabs.has(key));
}
