// A small contract and a small valid config set for the config-checker tests; each test breaks one thing.
import { indexContract } from '../../codegen/configContract';

/** Three operations: one with a path parameter, one with query parameters, one with a body. */
export const fixtureContract = indexContract({
  openapi: '3.1.0',
  paths: {
    '/api/app/course/{id}': {
      get: { operationId: 'getCourse', parameters: [{ name: 'id', in: 'path', required: true }] },
    },
    '/api/app/enterprise/generators': {
      get: {
        operationId: 'getGenerators',
        parameters: [
          { name: 'courseId', in: 'query', required: true },
          { name: 'enterpriseId', in: 'query' },
        ],
      },
    },
    '/api/app/user/changePassword': {
      post: {
        operationId: 'changePassword',
        requestBody: {
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ChangePassword' },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      ChangePassword: {
        type: 'object',
        properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string' } },
      },
    },
  },
});

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

/** A valid config set as parsed JSON by repository-relative file name. */
export function validConfigs(): Record<string, unknown> {
  return {
    'config/routes.json': {
      $schema: './schema/routes.schema.json',
      routes: [
        { name: 'user-assets', path: '/user/assets', title: '企业信息', screen: 'user-assets' },
        { name: 'user-report', path: '/user/report/:id', title: '结算报告', screen: 'report' },
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
          source: { operation: 'getGenerators', params: { courseId: { from: 'course.id' } } },
          columns: [{ field: 'name', title: '机组名称' }],
          actions: [
            {
              label: '报告',
              then: { navigate: { route: 'user-report', params: { id: { value: 1 } } } },
            },
          ],
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
    'config/menus/side.json': {
      $schema: '../schema/menu.schema.json',
      items: [
        { key: 'assets', label: '企业信息', icon: 'BankOutlined', route: 'user-assets' },
        { key: 'report', label: '结算', route: 'user-report', visibleWhen: { var: 'isSeller' } },
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
