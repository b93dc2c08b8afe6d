// Broken configs give precise messages: each test breaks one thing in a valid config set and checks the
// exact file, JSON path, found and expected text config:check prints. Also: every real config is valid.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfigFiles } from '../../codegen/configCheck';
import { loadContract } from '../../codegen/configContract';
import { generateSchemas } from '../../codegen/configSchemas';
import { formatIssue } from '../../src/engine/config/issue';
import { registeredWidgets } from '../../codegen/configWidgets';
import { fixtureContract, fixtureWidgets, validConfigs } from './configCheckFixtures';

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
  return checkConfigFiles(texts, schemas, fixtureContract, {
    registeredWidgets: fixtureWidgets,
    // The fixture's disclosure route stands for a page written in code.
    codedRoutes: ['user-reportHelp-detail'],
  }).map(formatIssue);
}

const screen = 'config/screens/user-assets.json';
const report = 'config/screens/report.json';
const results = 'config/screens/centerTrade/results.json';
const courseId = { from: 'course.id' };

describe('config:check', () => {
  it('accepts the valid fixture set', () => {
    expect(check()).toEqual([]);
  });

  it('names an unknown operation and suggests the closest one', () => {
    expect(check((c) => (c[screen].blocks[0].source.operation = 'getGenerator'))).toEqual([
      `${screen} /blocks/0/source/operation: 找到 "getGenerator"，应为 接口契约中的操作之一：getCourse、getCourses、getGenerators、getResults、getReadiness、changePassword、copyOneMoreGame、getAdminCourseList（是否想写 "getGenerators"？）`,
    ]);
  });

  it('names an unknown parameter of an operation', () => {
    expect(check((c) => (c[screen].blocks[0].source.params.courseID = { value: 1 }))).toEqual([
      `${screen} /blocks/0/source/params/courseID: 找到 参数 "courseID"，应为 getGenerators 的参数之一：courseId、enterpriseId（是否想写 "courseId"？）`,
    ]);
  });

  it('reports a required parameter left unbound', () => {
    expect(check((c) => delete c[report].blocks[0].source.params.id)).toEqual([
      `${report} /blocks/0/source/params/id: 找到 空，应为 getCourse 必填参数 "id" 的绑定`,
    ]);
  });

  it('reports a body property the operation does not take', () => {
    expect(
      check((c) => (c[report].blocks[1].submit.call.body = { newPasword: { from: 'form.x' } })),
    ).toEqual([
      `${report} /blocks/1/submit/call/body/newPasword: 找到 属性 "newPasword"，应为 changePassword 请求体的属性之一：currentPassword、newPassword（是否想写 "newPassword"？）`,
    ]);
  });

  it('reports an unknown field of a binding root', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.courseId = { from: 'course.idd' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/courseId/from: 找到 "course.idd"，应为 course 的字段之一：id、name、courseType、sceneId、typeCurveId（是否想写 "id"？）`,
    ]);
  });

  it('checks route.params bindings against the routes that show the screen', () => {
    expect(
      check((c) => (c[report].blocks[0].source.params.id = { from: 'route.params.roundId' })),
    ).toEqual([
      `${report} /blocks/0/source/params/id/from: 找到 "route.params.roundId"，应为 显示此页面的路由的路径参数之一：id、tab`,
    ]);
  });

  it('rejects a binding path outside the documented context roots', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.courseId = { from: 'window.location' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/courseId/from: 找到 "window.location"，应为 上下文路径：route.params.NAME、route.query.NAME、form.NAME、row.FIELD、user.*、course.*、round.*、enterprise.*、province.*`,
    ]);
  });

  it('rejects a binding that is neither a context path nor a literal', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.courseId = { fro: 'course.id' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/courseId: 找到 {"fro":"course.id"}，应为 绑定 {"from": "<上下文路径>"} 或 {"value": <字面值>}`,
    ]);
  });

  it('suggests the block type closest to an unknown one', () => {
    expect(check((c) => (c[screen].blocks[0].type = 'tabel'))).toEqual([
      `${screen} /blocks/0/type: 找到 "tabel"，应为 块类型之一：table、form、chart、descriptions、tabs、html、readiness、widget、disclosure（是否想写 "table"？）`,
    ]);
  });

  it('suggests the property closest to a misspelt one', () => {
    expect(check((c) => (c[screen].blocks[0].colums = []))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${screen} /blocks/0: 找到 属性 "colums"，应为 属性之一：.*（是否想写 "columns"？）$`,
        ),
      ),
    ]);
  });

  it('reports an unknown value type and icon with suggestions', () => {
    const issues = check((c) => {
      c[screen].blocks[0].columns[1].valueType = 'loads';
      c['config/menus/side.json'].items[0].icon = 'BankOutline';
    });
    expect(issues).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${screen} /blocks/0/columns/1/valueType: 找到 "loads"，应为 值类型之一：text、.*（是否想写 "load"？）$`,
        ),
      ),
      expect.stringMatching(
        /^config\/menus\/side.json \/items\/0\/icon: 找到 "BankOutline"，应为 引擎打包的图标之一：.*（是否想写 "BankOutlined"？）$/,
      ),
    ]);
  });

  it('tells how to add an Ant Design icon the engine does not bundle yet', () => {
    expect(check((c) => (c['config/menus/side.json'].items[0].icon = 'RocketOutlined'))).toEqual([
      'config/menus/side.json /items/0/icon: 找到 "RocketOutlined"，应为 引擎打包的图标："RocketOutlined" 是 Ant Design 图标，先把它加进 src/engine/config/names.ts 和 src/engine/icons.tsx',
    ]);
  });

  it('reports unknown rule variables and operators at their JSON path', () => {
    const issues = check((c) => {
      c['config/menus/side.json'].items[1].visibleWhen = {
        and: [{ var: 'isSeler' }, { regex: ['a'] }],
      };
    });
    expect(issues).toEqual([
      expect.stringMatching(
        /^config\/menus\/side.json \/items\/1\/visibleWhen\/and\/0\/var: 找到 变量 "isSeler"，应为 规则变量之一：.*（是否想写 "isSeller"？）$/,
      ),
      'config/menus/side.json /items/1/visibleWhen/and/1: 找到 运算符 "regex"，应为 运算符之一：var、==、===、!=、!==、!、!!、and、or、if、<、<=、…（共 18 个）',
    ]);
  });

  it('reports unknown route names in navigate actions and menus', () => {
    const issues = check((c) => {
      c[screen].blocks[0].actions[0].then.navigate.route = 'user-reprot';
      c['config/menus/side.json'].items[0].route = 'user-asset';
    });
    const names =
      '路由名之一：user-assets、user-report、user-results、admin-courses、user-reportHelp-detail';
    expect(issues).toEqual([
      `config/menus/side.json /items/0/route: 找到 "user-asset"，应为 ${names}（是否想写 "user-assets"？）`,
      `${screen} /blocks/0/actions/0/then/navigate/route: 找到 "user-reprot"，应为 ${names}（是否想写 "user-report"？）`,
    ]);
  });

  it('reports duplicate menu keys, unknown refs and tabs without a menu item', () => {
    const issues = check((c) => {
      c['config/menus/top.json'].items.push({ key: 'assets', ref: 'asets' });
      c['config/menus/disclosure.json'].items.pop();
    });
    expect(issues).toEqual([
      'config/menus/top.json /items/1/key: 找到 已在 config/menus/side.json 用过的 "assets"，应为 所有菜单中唯一的键',
      'config/menus/top.json /items/1/ref: 找到 "asets"，应为 侧边菜单的键之一：assets、report（是否想写 "assets"？）',
      'config/menus/disclosure.json /items: 找到 没有打开披露页签 "GlobalDemandRemote" 的菜单项，应为 每个披露页签键都有一个菜单项',
    ]);
  });

  it('reports a disclosure tab key that is missing or unknown', () => {
    const issues = check((c) => {
      const tabs = c['config/disclosure/tabs.json'].tabs;
      tabs['coal-lines'] = tabs['coal-line'];
      delete tabs['coal-line'];
    });
    expect(issues).toEqual([
      'config/disclosure/tabs.json /tabs: 找到 空，应为 属性 "coal-line"',
      expect.stringMatching(
        /^config\/disclosure\/tabs.json \/tabs: 找到 属性 "coal-lines"，应为 属性之一：.*（是否想写 "coal-line"？）$/,
      ),
    ]);
  });

  it('reports a route that shows nothing: no screen, no redirect, no page written in code', () => {
    const issues = check((c) => {
      c['config/routes.json'].routes.push({ name: 'user-news', path: '/user/news', title: '新闻' });
    });
    expect(issues).toEqual([
      'config/routes.json /routes/5: 找到 没有 screen 也没有 redirect 的路由 "user-news"，应为 "screen"（config/screens 下的页面）或 "redirect"（路由名）',
    ]);
  });

  it('reports a wrong $schema path and a screen no route can show', () => {
    const issues = check((c) => {
      c[screen].$schema = './screen.schema.json';
      c['config/routes.json'].routes[0].screen = 'user-asets';
    });
    expect(issues).toEqual([
      `${screen} /$schema: 找到 "./screen.schema.json"，应为 "../schema/screen.schema.json"`,
      'config/routes.json /routes/0/screen: 找到 "user-asets"，应为 config/screens 下的页面之一：user-assets、report、results、admin-courses（是否想写 "user-assets"？）',
    ]);
  });
});

describe('config:check against what operations return', () => {
  it('rejects a POST operation as a data source', () => {
    expect(
      check((c) => {
        c[screen].blocks[0].source = { operation: 'copyOneMoreGame', params: { courseId } };
      }),
    ).toEqual([
      `${screen} /blocks/0/source/operation: 找到 "copyOneMoreGame"（POST 操作），应为 GET 操作（数据源在打开页面时就会调用，只能读取，不能改动数据）`,
    ]);
  });

  it('rejects a GET operation as a button call', () => {
    expect(
      check((c) => {
        c[report].blocks[1].submit.call = { operation: 'getCourse', params: { id: { value: 1 } } };
      }),
    ).toEqual([
      `${report} /blocks/1/submit/call/operation: 找到 "getCourse"（GET 操作），应为 非 GET 操作（按钮调用用来改动数据；读取数据请用块的 source）`,
    ]);
  });

  it('names a column field the rows do not have, with the fields they do have', () => {
    expect(check((c) => (c[screen].blocks[0].columns[0].field = 'nam'))).toEqual([
      `${screen} /blocks/0/columns/0/field: 找到 "nam"，应为 getGenerators 返回行的字段之一：id、name、capacity（是否想写 "name"？）`,
    ]);
  });

  it('follows dotted fields into nested objects', () => {
    expect(
      check((c) => (c[screen].blocks[1].detail.blocks[0].fields[0].field = 'scene.nme')),
    ).toEqual([
      `${screen} /blocks/1/detail/blocks/0/fields/0/field: 找到 "scene.nme"，应为 getCourse 返回对象中 scene 的字段之一：id、name（是否想写 "name"？）`,
    ]);
  });

  it('checks rowKey and rowFilter fields', () => {
    const issues = check((c) => {
      c[screen].blocks[0].rowKey = 'ID';
      c[screen].blocks[0].rowFilter = [{ field: 'enterpriseId', empty: true }];
    });
    expect(issues).toEqual([
      `${screen} /blocks/0/rowFilter/0/field: 找到 "enterpriseId"，应为 getGenerators 返回行的字段之一：id、name、capacity`,
      `${screen} /blocks/0/rowKey: 找到 "ID"，应为 getGenerators 返回行的字段之一：id、name、capacity（是否想写 "id"？）`,
    ]);
  });

  it('checks row.* in a row action rule against the rows, and refuses row.* where no row is', () => {
    const issues = check((c) => {
      c[screen].blocks[0].rowActions[0].visibleWhen = { '>': [{ var: 'row.capcity' }, 0] };
      c[screen].blocks[0].columns[1].visibleWhen = { '==': [{ var: 'row.name' }, 'x'] };
    });
    expect(issues).toEqual([
      `${screen} /blocks/0/columns/1/visibleWhen/==/0/var: 找到 "row.name"，应为 不以 row. 开头的路径（row.* 只能用在行操作 rowActions、链接列 link 或详情 detail 里）`,
      `${screen} /blocks/0/rowActions/0/visibleWhen/>/0/var: 找到 "row.capcity"，应为 getGenerators 返回行的字段之一：id、name、capacity（是否想写 "capacity"？）`,
    ]);
    const fine = check((c) => {
      c[screen].blocks[0].rowActions[0].visibleWhen = {
        and: [{ '>': [{ var: 'row.capacity' }, 0] }, { var: 'isSeller' }],
      };
    });
    expect(fine).toEqual([]);
  });

  it('lets rules read round.* inside a round selector only, with the round fields', () => {
    const issues = check((c) => {
      c[results].blocks[0].blocks[0].blocks[0].visibleWhen = { '==': [{ var: 'round.cycl' }, 3] };
      c[screen].blocks[0].columns[1].visibleWhen = { '==': [{ var: 'round.cycle' }, 3] };
    });
    expect(issues).toEqual([
      `${screen} /blocks/0/columns/1/visibleWhen/==/0/var: 找到 "round.cycle"，应为 不以 round. 开头的路径（round.* 只能用在 roundSelector 组件的 blocks 里）`,
      `${results} /blocks/0/blocks/0/blocks/0/visibleWhen/==/0/var: 找到 "round.cycl"，应为 round 的字段之一：id、name、type、status、year、month、day、cycle、courseId（是否想写 "cycle"？）`,
    ]);
    const fine = check((c) => {
      c[results].blocks[0].blocks[0].blocks[0].visibleWhen = { '==': [{ var: 'round.cycle' }, 3] };
    });
    expect(fine).toEqual([]);
  });

  it('checks chart x and series fields', () => {
    const issues = check((c) => {
      const chart = c[results].blocks[0].blocks[0].blocks[0];
      chart.x = 'objname';
      chart.series[0].field = 'prices';
    });
    const fields = 'getResults 返回行的字段之一：objName、price、sellCurve';
    expect(issues).toEqual([
      `${results} /blocks/0/blocks/0/blocks/0/series/0/field: 找到 "prices"，应为 ${fields}（是否想写 "price"？）`,
      `${results} /blocks/0/blocks/0/blocks/0/x: 找到 "objname"，应为 ${fields}（是否想写 "objName"？）`,
    ]);
  });

  it('checks the step fields of a steps chart inside its step series', () => {
    const issues = check((c) => {
      const chart = c[results].blocks[0].blocks[0].blocks[0];
      delete chart.x;
      chart.steps = {
        titleFields: ['objName'],
        xUnit: 'MWh',
        fromField: 'fromVolume',
        toField: 'toVolme',
        valueField: 'price',
      };
      chart.series = [{ field: 'sellCurve', name: '售方', kind: 'step', unit: '元/MWh' }];
    });
    expect(issues).toEqual([
      `${results} /blocks/0/blocks/0/blocks/0/steps/toField: 找到 "toVolme"，应为 getResults 返回行中 sellCurve 每一级的字段之一：fromVolume、toVolume、price（是否想写 "toVolume"？）`,
    ]);
  });

  it('checks the value and label fields of an option source', () => {
    const issues = check((c) => {
      c[report].blocks[1].fields.push({
        field: 'courseId',
        title: '课程',
        valueType: 'option',
        optionSource: {
          source: { operation: 'getCourses' },
          valueField: 'id',
          labelField: 'title',
        },
      });
    });
    expect(issues).toEqual([
      `${report} /blocks/1/fields/1/optionSource/labelField: 找到 "title"，应为 getCourses 返回行的字段之一：id、name、scene`,
    ]);
  });

  it('checks the readiness field against the check response', () => {
    expect(check((c) => (c[results].blocks[0].blocks[0].field = 'status'))).toEqual([
      `${results} /blocks/0/blocks/0/field: 找到 "status"，应为 getReadiness 返回值的字段之一：code`,
    ]);
  });

  it('rejects a table fed by an operation that returns one object', () => {
    expect(
      check((c) => {
        c[screen].blocks[0].source = { operation: 'getCourse', params: { id: courseId } };
      }),
    ).toEqual([
      `${screen} /blocks/0/source/operation: 找到 "getCourse"（返回单个对象），应为 返回列表的操作（table 按行显示）`,
    ]);
  });

  it('rejects descriptions fed by an operation that returns a list', () => {
    expect(
      check((c) => {
        c[report].blocks[0].source = { operation: 'getGenerators', params: { courseId } };
      }),
    ).toEqual([
      `${report} /blocks/0/source/operation: 找到 "getGenerators"（返回列表），应为 返回单个对象的操作（descriptions 显示一条记录）`,
    ]);
  });

  it('names a wrong itemsPath with the fields the response has', () => {
    expect(
      check((c) => (c[results].blocks[0].blocks[0].blocks[0].source.itemsPath = 'market')),
    ).toEqual([
      `${results} /blocks/0/blocks/0/blocks/0/source/itemsPath: 找到 "market"，应为 getResults 返回值的字段之一：items、totalCount、markets（是否想写 "markets"？）`,
    ]);
  });

  it('checks a literal against the parameter schema: "abc" is no integer id', () => {
    expect(check((c) => (c[report].blocks[0].source.params.id = { value: 'abc' }))).toEqual([
      `${report} /blocks/0/source/params/id/value: 找到 "abc"，应为 getCourse 参数 id 的取值：整数`,
    ]);
  });
});

describe('config:check binding scopes, routes, widgets and permissions', () => {
  it('rejects round.* outside a round selector', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.enterpriseId = { from: 'round.id' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/enterpriseId/from: 找到 "round.id"，应为 不以 round. 开头的路径（round.* 只能用在 roundSelector 组件的 blocks 里）`,
    ]);
  });

  it('rejects form.* outside a form', () => {
    expect(
      check((c) => (c[screen].blocks[0].source.params.enterpriseId = { from: 'form.id' })),
    ).toEqual([
      `${screen} /blocks/0/source/params/enterpriseId/from: 找到 "form.id"，应为 不以 form. 开头的路径（form.* 只能用在表单 form 块里）`,
    ]);
  });

  it('lets an action with a prompt bind form.* in its call, and no other action', () => {
    const bindReason: Edit = (c) => {
      c[screen].blocks[0].rowActions[0].call.params.courseId = { from: 'form.reason' };
    };
    expect(
      check((c) => {
        bindReason(c);
        c[screen].blocks[0].rowActions[0].prompt = { field: 'reason', title: '拒绝原因' };
      }),
    ).toEqual([]);
    expect(check(bindReason)).toEqual([
      `${screen} /blocks/0/rowActions/0/call/params/courseId/from: 找到 "form.reason"，应为 不以 form. 开头的路径（form.* 只能用在表单 form 块里）`,
    ]);
  });

  it('rejects row.* outside row actions, links and detail panels, and checks its field', () => {
    const issues = check((c) => {
      c[screen].blocks[0].source.params.enterpriseId = { from: 'row.id' };
      c[screen].blocks[0].rowActions[0].call.params.courseId = { from: 'row.ids' };
    });
    expect(issues).toEqual([
      `${screen} /blocks/0/source/params/enterpriseId/from: 找到 "row.id"，应为 不以 row. 开头的路径（row.* 只能用在行操作 rowActions、链接列 link 或详情 detail 里）`,
      `${screen} /blocks/0/rowActions/0/call/params/courseId/from: 找到 "row.ids"，应为 getGenerators 返回行的字段之一：id、name、capacity（是否想写 "id"？）`,
    ]);
  });

  it('requires every path parameter of a navigate target, optional ones excepted', () => {
    expect(check((c) => (c[screen].blocks[0].actions[0].then.navigate.params = {}))).toEqual([
      `${screen} /blocks/0/actions/0/then/navigate/params/id: 找到 空，应为 路由 user-report 的路径参数 "id" 的绑定`,
    ]);
  });

  it('rejects a widget prop typo and a missing prop', () => {
    const issues = check((c) => {
      const props = c[results].blocks[0].props;
      props.roundID = props.roundId;
      delete props.roundId;
      c[screen].blocks.push({ type: 'widget', name: 'paper' });
    });
    expect(issues).toEqual([
      `${screen} /blocks/2: 找到 空，应为 属性 "props"`,
      `${results} /blocks/0/props: 找到 属性 "roundID"，应为 属性之一：type、isProvince、provinceDefault、preferProvince、cycle、label、roundId、reloadOnStatus（是否想写 "roundId"？）`,
    ]);
  });

  it('checks a widget literal against the prop type', () => {
    expect(check((c) => (c[results].blocks[0].props.type = { value: 16 }))).toEqual([
      `${results} /blocks/0/props/type/value: 找到 16，应为 允许的取值之一：1、3、11、15`,
    ]);
  });

  it('rejects a teacher operation on a trainee screen', () => {
    expect(
      check((c) => {
        c[screen].blocks[1].source = { operation: 'getAdminCourseList' };
        delete c[screen].blocks[1].paging;
      }),
    ).toEqual([
      `${screen} /blocks/1/source/operation: 找到 "getAdminCourseList"（仅教师可调用），应为 学员可调用的操作（学员页面不能用教师操作；教师页面由 /admin 下的路由显示）`,
    ]);
  });

  it('rejects a widget the app does not register', () => {
    expect(check((c) => c[screen].blocks.push({ type: 'widget', name: 'holdings' }))).toEqual([
      `${screen} /blocks/2/name: 找到 "holdings"，应为 已注册的组件之一：roundSelector、paper（src/widgets/register.ts 没有注册 "holdings"）`,
    ]);
  });

  it('rejects a widget name no widget has, listing the names there are', () => {
    const issues = check((c) => c[screen].blocks.push({ type: 'widget', name: 'marketOverview' }));
    // The list grows with each market's widget; its start is fixed by widgetProps.ts, and past
    // twelve names the message ends with how many there are.
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(
      new RegExp(
        `^${screen} /blocks/2/name: 找到 "marketOverview"，应为 组件名之一：roundSelector、paper、paperResult、courseCountdown、.*myTrades、.*…（共 18 个）$`,
      ),
    );
  });

  it('allows server paging only with an operation that pages, filtering by its query parameters', () => {
    const issues = check((c) => {
      c[screen].blocks[0].paging = 'server';
      c[screen].blocks[1].columns.push({ field: 'id', title: '编号', inFilter: true });
    });
    expect(issues).toEqual([
      `${screen} /blocks/0/paging: 找到 "server"，应为 "client"（getGenerators 没有 skipCount 和 maxResultCount 参数，不能按页向服务器取数）`,
      `${screen} /blocks/1/columns/1/field: 找到 "id"（筛选字段），应为 getCourses 的查询参数（服务端分页按同名查询参数筛选）之一：name、skipCount、maxResultCount`,
    ]);
  });

  it('names an invalidated operation that is no GET of the contract', () => {
    expect(
      check((c) => (c[screen].blocks[0].rowActions[0].then.invalidate = ['getGenerator'])),
    ).toEqual([
      `${screen} /blocks/0/rowActions/0/then/invalidate/0: 找到 "getGenerator"，应为 GET 操作之一：getCourse、getCourses、getGenerators、getResults、getReadiness、getAdminCourseList（是否想写 "getGenerators"？）`,
    ]);
  });

  it('names line and column of a JSON syntax error', () => {
    const issues = check((c) => {
      c[report] =
        '{\n  "title": "x",\n  "blocks": [\n    { "type": "table" }\n    { "type": "html" }\n  ]\n}';
      c[results] = '{ "title": ';
    });
    expect(issues).toEqual([
      `${report} /: 找到 第 5 行第 5 列的 JSON 语法错误，应为 合法的 JSON 文档`,
      `${results} /: 找到 第 1 行第 11 列的 JSON 意外结束，应为 合法的 JSON 文档`,
    ]);
  });

  it('keeps screen names unique across market folders', () => {
    const issues = check((c) => {
      c['config/screens/centerTrade/report.json'] = {
        ...c[report],
        $schema: '../../schema/screen.schema.json',
      };
    });
    expect(issues).toEqual([
      'config/screens/centerTrade/report.json /: 找到 与 config/screens/report.json 同名的页面 "report"，应为 所有市场文件夹中唯一的页面文件名',
    ]);
  });
});

describe('the real configs', () => {
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
      { registeredWidgets: registeredWidgets(root) },
    );
    expect(issues.map(formatIssue)).toEqual([]);
  });
});
