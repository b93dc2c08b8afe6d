// The preview's dev-server half: /__config-check answers the report of the asked file, and saving a file
// under config/ sends the page the event it refetches on (other saves send nothing).
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ViteDevServer } from 'vite';
import { configPreview } from '../../codegen/configPreviewPlugin';

type Handler = (req: { url: string }, res: FakeResponse) => void;
interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

function fakeServer() {
  const root = process.cwd();
  const watcher = new EventEmitter();
  const send = vi.fn();
  const routes = new Map<string, Handler>();
  const server = {
    config: { root },
    watcher,
    ws: { send },
    middlewares: { use: (route: string, handler: Handler) => routes.set(route, handler) },
  };
  const plugin = configPreview();
  const hook = plugin.configureServer as (s: ViteDevServer) => void;
  hook(server as unknown as ViteDevServer);
  return { root, watcher, send, routes };
}

describe('config preview plugin', () => {
  it('answers the report of the asked file as JSON', async () => {
    const { routes } = fakeServer();
    const body = await new Promise<string>((resolve) => {
      const res: FakeResponse = {
        statusCode: 200,
        headers: {},
        setHeader(name, value) {
          this.headers[name] = value;
        },
        end: resolve,
      };
      routes.get('/__config-check')?.({ url: '/?file=config/screens/user-assets.json' }, res);
    });
    const report = JSON.parse(body) as { file: string; kind: string; issues: string[] };
    expect(report).toMatchObject({
      file: 'config/screens/user-assets.json',
      kind: 'screen',
      issues: [],
    });
  }, 30_000);

  it('tells the page when a config file is saved, and only then', () => {
    const { root, watcher, send } = fakeServer();
    watcher.emit('change', path.join(root, 'config/screens/user-assets.json'));
    watcher.emit('change', path.join(root, 'src/App.tsx'));
    expect(send.mock.calls).toEqual([
      [
        {
          type: 'custom',
          event: 'config-preview:changed',
          data: { file: 'config/screens/user-assets.json' },
        },
      ],
    ]);
  });
});
