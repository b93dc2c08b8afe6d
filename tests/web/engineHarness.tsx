// Test harness for the engines: a real API client and operation caller against msw (typed by the contract),
// an engine environment with a settable rule context, and white or dark antd themes.
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createApiClient } from '../../src/api/client';
import { createOperationCaller } from '../../src/api/operationCaller';
import { createRecordingNotifier } from '../../src/api/testing/notifier';
import { testApiBaseUrl } from '../../src/api/testing/http';
import { routes as configRoutes } from '../../src/engine/config/load';
import { chartEnvironment } from '../../src/engine/blocks/chart';
import { EngineProvider } from '../../src/engine/EngineProvider';
import { createQueryClient } from '../../src/engine/query/queryClient';
import {
  noCourse,
  type BindingContext,
  type Course,
  type EngineEnv,
  type Enterprise,
  type Round,
} from '../../src/engine/env';
import { emptyRuleContext, type RuleContext } from '../../src/engine/rules/context';

/** The msw server engine tests start; each test adds the handlers it is about. */
export const server = setupServer();

// jsdom has no canvas and no layout: charts draw as SVG at a fixed size.
chartEnvironment.renderer = 'svg';
chartEnvironment.width = 600;

/** The bindings tests use unless they pass their own. */
export const testBindings: BindingContext = {
  route: { params: { id: '7' }, query: {} },
  user: { id: 'u1', name: '学员' },
  course: { id: 1, sceneId: 1, name: '测试课程' },
  round: { id: 7, month: 5, type: 15 },
  currentRound: { id: 7, month: 5, type: 15 },
  enterprise: { id: 3, isBuyer: false },
  province: { province: 'GD', name: '广东' },
};

/** Options of renderWithEngine. */
export interface EngineRenderOptions {
  theme?: 'light' | 'dark';
  rules?: Partial<RuleContext>;
  bindings?: BindingContext;
  navigate?: (path: string) => void;
  notify?: EngineEnv['notify'];
  env?: Partial<EngineEnv>;
}

/** The engine environment a test renders with. */
export function testEnv(options: EngineRenderOptions = {}): EngineEnv {
  const client = createApiClient({
    baseUrl: testApiBaseUrl,
    getToken: () => 'test-token',
    notifier: createRecordingNotifier(),
    onUnauthorized: () => undefined,
    isLoginPage: () => false,
  });
  const bindings = options.bindings ?? testBindings;
  return {
    api: createOperationCaller(client),
    client,
    notifier: { show: () => undefined },
    // The course state widgets read matches the bindings: the same course, round and enterprise.
    course: {
      ...noCourse,
      course: (bindings.course as Course | undefined) ?? null,
      rounds: bindings.round ? [bindings.round as Round] : [],
      round: (bindings.round as Round | undefined) ?? null,
      enterprise: (bindings.enterprise as Enterprise | undefined) ?? null,
    },
    bindings,
    rules: { ...emptyRuleContext(), ...options.rules },
    theme: options.theme ?? 'light',
    routes: configRoutes,
    navigate: options.navigate ?? (() => undefined),
    notify: options.notify ?? (() => undefined),
    ...options.env,
  };
}

/** Renders engine content inside the antd theme, antd's App (as the signed-in pages) and EngineProvider. */
export function renderWithEngine(ui: ReactNode, options: EngineRenderOptions = {}) {
  const env = testEnv(options);
  const queryClient = createQueryClient();
  const algorithm = env.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return render(
    <ConfigProvider theme={{ algorithm }}>
      <AntdApp>
        <EngineProvider env={env} queryClient={queryClient}>
          {ui}
        </EngineProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}
