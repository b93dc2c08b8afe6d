// Broken configs give precise messages: each test breaks one thing in a valid config set and checks the
// exact file, JSON path, found and expected text config:check prints. Also: every real config is valid.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfigFiles } from '../../codegen/configCheck';
import { loadContract } from '../../codegen/configContract';
import { generateSchemas } from '../../codegen/configSchemas';
import { formatIssue } from '../../src/engine/config/issue';
import { fixtureContract, validConfigs } from './configCheckFixtures';

let schemas: Map<string, unknown>;
beforeAll(async () => {
  const texts = await generateSchemas(process.cwd());
  schemas = new Map([...texts].map(([file, text]) => [file, JSON.parse(text) as unknown]));
}, 60_000);

type Edit = (configs: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests poke into parsed JSON freely

function check(edit: Edit = () => undefined): string[] {
  const configs = validConfigs();
  edit(configs);
  const texts = new Map(
    Object.entries(configs).map(([f, d]) => [f, typeof d === 'string' ? d : JSON.stringify(d)]),
  );
  return checkConfigFiles(texts, schemas, fixtureContract).map(formatIssue);
}

const screen = 'config/screens/user-assets.json';
const report = 'config/screens/report.json';

describe('config:check', () => {
  it('accepts the valid fixture set', () => {
    expect(check()).toEqual([]);
  });

  it('names an unknown operation and suggests the closest one', () => {
    expect(check((c) => (c[screen].blocks[0].source.operation = 'getGenerator'))).toEqual([
      `${screen} /blocks/0/source/operation: found "getGenerator", expected did you mean "getGenerators"?`,
    ]);
  });

  it('names an unknown parameter of an operation', () => {
    expect(check((c) => (c[screen].blocks[0].source.params.courseID = { value: 1 }))).toEqual([
      `${screen} /blocks/0/source/params/courseID: found parameter "courseID", expected a parameter of getGenerators: did you mean "courseId"?`,
    ]);
  });

  it('reports a required parameter left unbound', () => {
    expect(check((c) => delete c[report].blocks[0].source.params.id)).toEqual([
      `${report} /blocks/0/source/params: found no "id", expected a binding for required parameter "id" of getCourse`,
    ]);
  });

  it('reports a body property the operation does not take', () => {
    expect(
      check((c) => (c[report].blocks[1].submit.call.body = { newPasword: { from: 'form.x' } })),
    ).toEqual([
      `${report} /blocks/1/submit/call/body/newPasword: found property "newPasword", expected did you mean "newPassword"?`,
    ]);
  });

  it('reports an unknown field of a binding root', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.courseId = { from: 'course.idd' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/courseId/from: found "course.idd", expected did you mean "id"?`,
    ]);
  });

  it('checks route.params bindings against the routes that show the screen', () => {
    expect(
      check((c) => (c[report].blocks[0].source.params.id = { from: 'route.params.roundId' })),
    ).toEqual([
      `${report} /blocks/0/source/params/id/from: found "route.params.roundId", expected a parameter of the routes showing this screen: one of the route parameters: id`,
    ]);
  });

  it('rejects a binding path outside the documented context roots', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.courseId = { from: 'window.location' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/courseId/from: found "window.location", expected a context path: route.params.NAME, route.query.NAME, form.NAME, user.*, course.*, round.*, enterprise.*, province.*`,
    ]);
  });

  it('rejects a binding that is neither a context path nor a literal', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.courseId = { fro: 'course.id' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/courseId: found {"fro":"course.id"}, expected a binding {"from": "<context path>"} or {"value": <literal>}`,
    ]);
  });

  it('suggests the block type closest to an unknown one', () => {
    expect(check((c) => (c[screen].blocks[0].type = 'tabel'))).toEqual([
      `${screen} /blocks/0/type: found "tabel", expected did you mean "table"?`,
    ]);
  });

  it('suggests the property closest to a misspelt one', () => {
    expect(check((c) => (c[screen].blocks[0].colums = []))).toEqual([
      `${screen} /blocks/0: found property "colums", expected did you mean "columns"?`,
    ]);
  });

  it('reports an unknown value type, widget name and icon with suggestions', () => {
    const issues = check((c) => {
      c[screen].blocks[0].columns[0].valueType = 'prices';
      c[screen].blocks.push({ type: 'widget', name: 'holding' });
      c['config/menus/side.json'].items[0].icon = 'BankOutline';
    });
    expect(issues).toEqual([
      `${screen} /blocks/0/columns/0/valueType: found "prices", expected did you mean "price"?`,
      `${screen} /blocks/1/name: found "holding", expected did you mean "holdings"?`,
      'config/menus/side.json /items/0/icon: found "BankOutline", expected did you mean "BankOutlined"?',
    ]);
  });

  it('tells how to add an Ant Design icon the engine does not bundle yet', () => {
    expect(check((c) => (c['config/menus/side.json'].items[0].icon = 'RocketOutlined'))).toEqual([
      'config/menus/side.json /items/0/icon: found "RocketOutlined", expected an icon the engine bundles: "RocketOutlined" is an Ant Design icon, add it to src/engine/config/names.ts and src/engine/icons.tsx',
    ]);
  });

  it('reports unknown rule variables and operators at their JSON path', () => {
    const issues = check((c) => {
      c['config/menus/side.json'].items[1].visibleWhen = {
        and: [{ var: 'isSeler' }, { regex: ['a'] }],
      };
    });
    expect(issues).toEqual([
      'config/menus/side.json /items/1/visibleWhen/and/0/var: found variable "isSeler", expected did you mean "isSeller"?',
      'config/menus/side.json /items/1/visibleWhen/and/1: found operator "regex", expected one of the operators: var, ==, ===, !=, !==, !, !!, and, … (18)',
    ]);
  });

  it('reports unknown route names in navigate actions and menus', () => {
    const issues = check((c) => {
      c[screen].blocks[0].actions[0].then.navigate.route = 'user-reprot';
      c['config/menus/side.json'].items[0].route = 'user-asset';
    });
    expect(issues).toEqual([
      'config/menus/side.json /items/0/route: found "user-asset", expected did you mean "user-assets"?',
      `${screen} /blocks/0/actions/0/then/navigate/route: found "user-reprot", expected did you mean "user-report"?`,
    ]);
  });

  it('reports duplicate menu keys, unknown refs and tabs without a menu item', () => {
    const issues = check((c) => {
      c['config/menus/top.json'].items.push({ key: 'assets', ref: 'asets' });
      c['config/menus/disclosure.json'].items.pop();
    });
    expect(issues).toEqual([
      'config/menus/top.json /items/1/key: found "assets" already used in config/menus/side.json, expected menu keys unique across all menus',
      'config/menus/top.json /items/1/ref: found "asets", expected a side-menu key: did you mean "assets"?',
      'config/menus/disclosure.json /items: found no item opening tab "GlobalDemandRemote", expected an item for every disclosure tab key',
    ]);
  });

  it('reports a disclosure tab key that is missing or unknown', () => {
    const issues = check((c) => {
      const tabs = c['config/disclosure/tabs.json'].tabs;
      tabs['coal-lines'] = tabs['coal-line'];
      delete tabs['coal-line'];
    });
    expect(issues).toEqual([
      'config/disclosure/tabs.json /tabs: found nothing, expected property "coal-line"',
      'config/disclosure/tabs.json /tabs: found property "coal-lines", expected did you mean "coal-line"?',
    ]);
  });

  it('reports a wrong $schema path, invalid JSON and a screen no route can show', () => {
    const issues = check((c) => {
      c[screen].$schema = './screen.schema.json';
      c[report] = '{ "title": ';
      c['config/routes.json'].routes[0].screen = 'user-asets';
    });
    expect(issues).toEqual([
      `${screen} /$schema: found "./screen.schema.json", expected "../schema/screen.schema.json"`,
      `${report} /: found invalid JSON (Unexpected end of JSON input), expected a JSON document`,
      'config/routes.json /routes/0/screen: found "user-asets", expected a screen under config/screens: did you mean "user-assets"?',
    ]);
  });

  it('passes every real config file under config/ against the real contract', () => {
    const root = process.cwd();
    const list = (dir: string): string[] =>
      fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory()
            ? list(`${dir}/${e.name}`)
            : e.name.endsWith('.json')
              ? [`${dir}/${e.name}`]
              : [],
        );
    const files = list('config').filter((f) => !f.startsWith('config/schema/'));
    expect(files.length).toBeGreaterThan(8);
    const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));
    const issues = checkConfigFiles(
      texts,
      schemas,
      loadContract(path.join(root, 'src/api/openapi.gen.json')),
    );
    expect(issues.map(formatIssue)).toEqual([]);
  });
});
