import contract from '../../src/api/openapi.gen.json';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, createOperationCaller, splitParams } from '../../src/api/operationCaller';
import { operationRoutes } from '../../src/api/operations.gen';
import { responseFixtures } from '../../src/api/testing/fixtures';
import { contractHandlers } from '../../src/api/testing/handlers';
import { apiHttp } from '../../src/api/testing/http';
import { createTestClient } from './apiTestClient';

const server = setupServer(...contractHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('calling operations by id (for the engines)', () => {
  it('the generated route table knows every operation with its method, path and parameters', () => {
    // One route per operationId of the bundled contract (a fixed count went stale with every new operation).
    const operationIds = Object.values(contract.paths).flatMap((item) =>
      Object.values(item).flatMap((op: unknown) =>
        typeof op === 'object' && op !== null && 'operationId' in op ? [op.operationId] : [],
      ),
    );
    expect(Object.keys(operationRoutes).sort()).toEqual([...operationIds].sort());
    expect(operationRoutes.getRoundsByCourse).toEqual({
      method: 'GET',
      path: '/api/app/roundApi/byCourse/{id}',
      pathParams: ['id'],
      queryParams: [],
      hasBody: false,
    });
  });

  it('splits flat params into path and query and drops empty values', () => {
    expect(
      splitParams('copyOneMoreGame', { courseId: 101, isBuyer: true, extra: undefined }),
    ).toEqual({
      path: { courseId: 101 },
      query: { isBuyer: true },
    });
  });

  it('sends path and query params where the contract puts them', async () => {
    let seen: URL | undefined;
    server.use(
      apiHttp.get('/api/app/reportHelp/provincePrediction/{roundId}', ({ request, response }) => {
        seen = new URL(request.url);
        return response(200).json(responseFixtures.ProvincePredictionListResult);
      }),
    );
    const caller = createOperationCaller(createTestClient().client);
    const data = await caller.callOperation('getProvincePrediction', {
      roundId: 2001,
      month: 6,
      isReload: false,
    });
    expect(data).toEqual(responseFixtures.ProvincePredictionListResult);
    expect(seen?.pathname).toBe('/api/app/reportHelp/provincePrediction/2001');
    expect(seen?.searchParams.get('month')).toBe('6');
    expect(seen?.searchParams.get('isReload')).toBe('false');
  });

  it('sends the JSON body of a declaration', async () => {
    let received: unknown;
    server.use(
      apiHttp.post('/api/app/centerTrade/bids', async ({ request, response }) => {
        received = await request.json();
        return response(200).json(responseFixtures.CenterTradeBidListResult);
      }),
    );
    const caller = createOperationCaller(createTestClient().client);
    const body = {
      roundId: 2001,
      enterpriseId: 31,
      direction: 1,
      bids: [{ objId: 1, price: 420, volume: 300 }],
    };
    await caller.callOperation('submitCenterTradeBids', {}, body);
    expect(received).toEqual(body);
  });

  it('rejects with the status and ABP error body when the server refuses', async () => {
    const body = {
      error: { code: null, message: '申报已截止', details: null, validationErrors: null },
    };
    server.use(
      apiHttp.untyped.post('*/api/app/centerTrade/bids', () =>
        HttpResponse.json(body, { status: 400 }),
      ),
    );
    const caller = createOperationCaller(createTestClient().client);
    const failure = caller.callOperation('submitCenterTradeBids', {}, { roundId: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiCallError);
    await expect(failure).rejects.toMatchObject({ status: 400, body });
  });

  it('explains an unknown operation, an unknown parameter and a missing path parameter in Chinese', async () => {
    const caller = createOperationCaller(createTestClient().client);
    await expect(caller.callOperation('getNothing')).rejects.toThrow(
      '接口契约中没有操作 getNothing',
    );
    await expect(caller.callOperation('getCourse', { id: 1, page: 2 })).rejects.toThrow(
      '接口 getCourse 没有参数 page',
    );
    await expect(caller.callOperation('getCourse', {})).rejects.toThrow(
      '调用接口 getCourse 缺少路径参数 id',
    );
  });
});
