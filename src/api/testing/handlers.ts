// msw handlers answering every operation of the contract with its example fixture, so a component
// or machine test starts from a whole working API and overrides only the calls it is about.
import { http, HttpResponse, type HttpHandler } from 'msw';
import contract from '../openapi.gen.json';
import { responseFixtures } from './fixtures';
import { testApiBaseUrl } from './http';

type Json = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'delete'] as const;

// Name of the schema a 200 response returns, or undefined for 204 operations.
function okSchemaName(operation: Json): string | undefined {
  const ok = (operation.responses as Record<string, Json>)['200'];
  const schema = (ok?.content as Record<string, Json> | undefined)?.['application/json']?.schema as
    Json | undefined;
  const ref = schema?.$ref ?? (schema?.anyOf as Json[] | undefined)?.[0]?.$ref;
  return typeof ref === 'string' ? ref.split('/').pop() : undefined;
}

/** One route of the contract as msw sees it. */
interface Route {
  method: (typeof methods)[number];
  path: string;
  body: unknown;
}

function routes(): Route[] {
  const fixtures = responseFixtures as Record<string, unknown>;
  const list = Object.entries(contract.paths as Record<string, Json>).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method] as Json | undefined;
      if (!operation) return [];
      const name = okSchemaName(operation);
      return [{ method, path: path.replace(/\{(\w+)\}/g, ':$1'), body: name && fixtures[name] }];
    }),
  );
  // msw takes the first match: literal paths (/roundApi/list) must come before /roundApi/:id.
  const params = (route: Route) => (route.path.match(/:/g) ?? []).length;
  return list.sort((a, b) => params(a) - params(b));
}

/** Handlers for every operation: 200 with the fixture of its schema, or 204 when it returns nothing. */
export function contractHandlers(baseUrl: string = testApiBaseUrl): HttpHandler[] {
  return routes().map(({ method, path, body }) =>
    http[method](`${baseUrl}${path}`, () =>
      body === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(body),
    ),
  );
}
