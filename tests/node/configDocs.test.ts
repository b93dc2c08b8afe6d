// The generated designer aids: the written schemas complete operation ids, route and screen names; the
// operation catalogue lists each GET with who may call it and its row fields; the reference documents
// every value type once.
import { beforeAll, describe, expect, it } from 'vitest';
import { operationsMarkdown } from '../../codegen/configCatalogue';
import { referenceMarkdown } from '../../codegen/configDocs';
import { generateSchemas, withNameEnums } from '../../codegen/configSchemas';
import { fixtureContract } from './configCheckFixtures';

let base: Map<string, string>;
beforeAll(async () => {
  base = await generateSchemas(process.cwd());
}, 60_000);

type Schema = { definitions: Record<string, { enum?: string[] }> };

describe('generated config aids', () => {
  it('lists operation ids, route names and screen names as enums in the written schemas', async () => {
    const written = await withNameEnums(base, {
      operations: ['getCourse', 'changePassword'],
      routes: ['user-assets'],
      screens: ['user-assets', 'report'],
    });
    const screen = JSON.parse(written.get('config/schema/screen.schema.json') ?? '{}') as Schema;
    const routes = JSON.parse(written.get('config/schema/routes.schema.json') ?? '{}') as Schema;
    expect(screen.definitions.OperationId?.enum).toEqual(['changePassword', 'getCourse']);
    expect(screen.definitions.RouteName?.enum).toEqual(['user-assets']);
    expect(routes.definitions.ScreenName?.enum).toEqual(['report', 'user-assets']);
    expect(screen.definitions.IconName?.enum).toContain('BankOutlined');
    const base0 = JSON.parse(base.get('config/schema/screen.schema.json') ?? '{}') as Schema;
    expect(base0.definitions.OperationId?.enum).toBeUndefined();
  });

  it('catalogues each GET with who may call it and the fields of its rows', () => {
    const text = operationsMarkdown(fixtureContract);
    expect(text).not.toContain('## copyOneMoreGame');
    const generators = text.slice(text.indexOf('## getGenerators'), text.indexOf('## getResults'));
    expect(generators).toContain('调用者：学员和教师');
    expect(generators).toContain('返回列表（table、chart 可用），每行的字段：');
    expect(generators).toMatch(/\| `capacity` \| 数字 \|/);
    expect(generators).toMatch(/\| `courseId` \| query \| 是 \| 整数 \|/);
    const admin = text.slice(text.indexOf('## getAdminCourseList'));
    expect(admin).toContain('调用者：仅教师');
    const course = text.slice(text.indexOf('## getCourse\n'), text.indexOf('## getCourses'));
    expect(course).toContain('返回单个对象（descriptions、html、readiness 可用），字段：');
    expect(course).toMatch(/\| `scene` \| 对象 \|/);
  });

  it('documents each value type once: display, edit, alignment and export', () => {
    const text = referenceMarkdown(base);
    expect(text).toContain(
      '| `energyType` | 能源类型标签（接口契约 EnergyType：煤电、水电…） | select | left | shown text |',
    );
    expect(text).toContain('| `price` | 价格 元/MWh，2 位小数 | numeric | right | number cell |');
    expect(text.match(/^\| `price` \|/gm)).toHaveLength(1);
  });
});
