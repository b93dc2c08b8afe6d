// A small contract and a small valid config set for the config-checker tests; each test breaks one thing.
import { indexContract } from '../../codegen/configContract';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ok = (schema: object) => ({
  '200': { description: '成功', content: { 'application/json': { schema } } },
});
const integer = { type: 'integer', format: 'int64' };

/**
 * Operations of every kind the checks tell apart: GET lists (one paged, one with a second list inside),
 * GET records, a POST with a body, a POST answering a record, and a teacher-only GET.
 */
export const fixtureContract = indexContract({
  openapi: '3.1.0',
  paths: {
    '/api/app/course/{id}': {
      get: {
        operationId: 'getCourse',
        parameters: [{ name: 'id', in: 'path', required: true, schema: integer }],
        responses: ok(ref('Course')),
      },
    },
    '/api/app/course': {
      get: {
        operationId: 'getCourses',
        parameters: [
          { name: 'name', in: 'query', schema: { type: 'string' } },
          { name: 'skipCount', in: 'query', schema: { type: 'integer' } },
          { name: 'maxResultCount', in: 'query', schema: { type: 'integer' } },
        ],
        responses: ok(ref('CourseListResult')),
      },
    },
    '/api/app/enterprise/generators': {
      get: {
        operationId: 'getGenerators',
        parameters: [
          { name: 'courseId', in: 'query', required: true, schema: integer },
          { name: 'enterpriseId', in: 'query', schema: integer },
        ],
        responses: ok(ref('GeneratorListResult')),
      },
    },
    '/api/app/centerTrade/results': {
      get: {
        operationId: 'getResults',
        parameters: [{ name: 'roundId', in: 'query', required: true, schema: integer }],
        responses: ok({
          allOf: [
            ref('GeneratorListResult'),
            {
              type: 'object',
              properties: { markets: { type: 'array', items: ref('Market') } },
            },
          ],
        }),
      },
    },
    '/api/app/readiness/{roundId}': {
      get: {
        operationId: 'getReadiness',
        parameters: [{ name: 'roundId', in: 'path', required: true, schema: integer }],
        responses: ok({ type: 'object', properties: { code: { type: 'integer' } } }),
      },
    },
    '/api/app/user/changePassword': {
      post: {
        operationId: 'changePassword',
        requestBody: { content: { 'application/json': { schema: ref('ChangePassword') } } },
        responses: { '200': { description: '成功' } },
      },
    },
    '/api/app/course/copyOneMoreGame': {
      post: {
        operationId: 'copyOneMoreGame',
        parameters: [{ name: 'courseId', in: 'query', required: true, schema: integer }],
        responses: ok(ref('Course')),
      },
    },
    '/api/app/admin/courses': {
      get: {
        operationId: 'getAdminCourseList',
        'x-permission': 'teacher',
        responses: ok(ref('CourseListResult')),
      },
    },
  },
  components: {
    schemas: {
      ChangePassword: {
        type: 'object',
        properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string' } },
      },
      Course: {
        type: 'object',
        properties: {
          id: integer,
          name: { type: 'string' },
          scene: { type: 'object', properties: { id: integer, name: { type: 'string' } } },
        },
      },
      CourseListResult: {
        type: 'object',
        properties: { items: { type: 'array', items: ref('Course') }, totalCount: integer },
      },
      Generator: {
        type: 'object',
        properties: { id: integer, name: { type: 'string' }, capacity: { type: 'number' } },
      },
      GeneratorListResult: {
        type: 'object',
        properties: { items: { type: 'array', items: ref('Generator') }, totalCount: integer },
      },
      Market: {
        type: 'object',
        properties: {
          objName: { type: 'string' },
          price: { type: 'number' },
          sellCurve: { type: 'array', items: ref('Step') },
        },
      },
      Step: {
        type: 'object',
        properties: {
          fromVolume: { type: 'number' },
          toVolume: { type: 'number' },
          price: { type: 'number' },
        },
      },
    },
  },
});

/** The widgets the fixture app registers. */
export const fixtureWidgets = ['roundSelector', 'paper'];

const tabKeys = [
  'province-channel-map',
  'province-info',
  'grid-info',
  'line-info',
  'notice',
  'generator-group',
  'demand-group',
  'CourseObjectSolution',
  'limit-info-province',
  'limit-info',
  'coal-line',
  'demand-group-chart',
  'generator-group-chart',
  'global-demand',
  'clean-row',
  'generator-info',
  'GlobalDemandRemote',
];

const courseId = { from: 'course.id' };

/** A valid config set as parsed JSON by repository-relative file name. */
export function validConfigs(): Record<string, unknown> {
  return {
    'config/routes.json': {
      $schema: './schema/routes.schema.json',
      routes: [
        { name: 'user-assets', path: '/user/assets', title: '企业信息', screen: 'user-assets' },
        {
          name: 'user-report',
          path: '/user/report/:id/:tab?',
          title: '结算报告',
          screen: 'report',
        },
        { name: 'user-results', path: '/user/results/:id', title: '结果', screen: 'results' },
        { name: 'admin-courses', path: '/admin/courses', title: '课程', screen: 'admin-courses' },
        {
          name: 'user-reportHelp-detail',
          path: '/user/reportHelp/detail/:index/:tagName',
          title: '披露',
        },
      ],
    },
    'config/screens/user-assets.json': {
      $schema: '../schema/screen.schema.json',
      title: '企业信息',
      blocks: [
        {
          type: 'table',
          source: { operation: 'getGenerators', params: { courseId } },
          rowKey: 'id',
          columns: [
            {
              field: 'name',
              title: '机组名称',
              link: { route: 'user-report', params: { id: { from: 'row.id' } } },
            },
            { field: 'capacity', title: '容量', valueType: 'load' },
          ],
          actions: [
            {
              label: '报告',
              then: { navigate: { route: 'user-report', params: { id: { value: 1 } } } },
            },
          ],
          rowActions: [
            {
              label: '再来一局',
              confirm: '确定？',
              call: { operation: 'copyOneMoreGame', params: { courseId: { from: 'row.id' } } },
              then: { invalidate: ['getGenerators'] },
            },
          ],
        },
        {
          type: 'table',
          source: { operation: 'getCourses' },
          paging: 'server',
          columns: [{ field: 'name', title: '课程', inFilter: true }],
          detail: {
            blocks: [
              {
                type: 'descriptions',
                source: { operation: 'getCourse', params: { id: { from: 'row.id' } } },
                fields: [{ field: 'scene.name', title: '场景' }],
              },
            ],
          },
        },
      ],
    },
    'config/screens/report.json': {
      $schema: '../schema/screen.schema.json',
      title: '结算报告',
      blocks: [
        {
          type: 'descriptions',
          source: { operation: 'getCourse', params: { id: { from: 'route.params.id' } } },
          fields: [{ field: 'name', title: '课程' }],
        },
        {
          type: 'form',
          fields: [{ field: 'newPassword', title: '新密码', required: true }],
          submit: {
            label: '提交',
            call: {
              operation: 'changePassword',
              body: { newPassword: { from: 'form.newPassword' } },
            },
          },
        },
      ],
    },
    'config/screens/centerTrade/results.json': {
      $schema: '../../schema/screen.schema.json',
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
              check: { operation: 'getReadiness', params: { roundId: { from: 'round.id' } } },
              field: 'code',
              blocks: [
                {
                  type: 'chart',
                  source: {
                    operation: 'getResults',
                    params: { roundId: { from: 'round.id' } },
                    itemsPath: 'markets',
                  },
                  x: 'objName',
                  series: [{ field: 'price', name: '价格', kind: 'line', unit: '元/MWh' }],
                },
              ],
            },
          ],
        },
      ],
    },
    'config/screens/admin-courses.json': {
      $schema: '../schema/screen.schema.json',
      title: '课程',
      blocks: [
        {
          type: 'table',
          source: { operation: 'getAdminCourseList' },
          columns: [{ field: 'name', title: '课程' }],
        },
      ],
    },
    'config/menus/side.json': {
      $schema: '../schema/menu.schema.json',
      items: [
        { key: 'assets', label: '企业信息', icon: 'BankOutlined', route: 'user-assets' },
        {
          key: 'report',
          label: '结算',
          route: 'user-report',
          params: { id: 1 },
          visibleWhen: { var: 'isSeller' },
        },
      ],
    },
    'config/menus/top.json': {
      $schema: '../schema/menu.schema.json',
      items: [{ key: 'top-assets', ref: 'assets' }],
    },
    'config/menus/disclosure.json': {
      $schema: '../schema/menu.schema.json',
      items: tabKeys.map((tab) => ({ key: `dl-${tab}`, label: tab, tab })),
    },
    'config/disclosure/tabs.json': {
      $schema: '../schema/disclosure.schema.json',
      tabs: Object.fromEntries(tabKeys.map((k) => [k, { title: k, blocks: [] }])),
    },
  };
}
