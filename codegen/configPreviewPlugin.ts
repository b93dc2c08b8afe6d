// The designer preview's server half, for `npm run dev` only: /__config-check?file=config/... answers the
// file and the checker's messages about it, and every change under config/ tells the preview page to
// fetch again (a Vite custom HMR event), so the page shows an edit as soon as it is saved.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The Vite plugin serving the preview's check results. */
export function configPreview(): Plugin {
  return {
    name: 'config-preview',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      server.middlewares.use('/__config-check', (req, res) => {
        const file = new URL(req.url ?? '', 'http://dev').searchParams.get('file') ?? '';
        // Loaded on first use: the checker pulls in the schema tools, which the dev server needs only here.
        import('./configPreview')
          .then(({ previewReport }) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(previewReport(root, file)));
          })
          .catch((error: unknown) => {
            res.statusCode = 500;
            res.end(JSON.stringify({ file, issues: [`配置检查失败：${String(error)}`] }));
          });
      });
      server.watcher.on('change', (changed) => {
        const rel = path.relative(root, changed).split(path.sep).join('/');
        if (rel.startsWith('config/') && rel.endsWith('.json'))
          server.ws.send({ type: 'custom', event: 'config-preview:changed', data: { file: rel } });
      });
    },
  };
}
