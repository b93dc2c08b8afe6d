// The built front end over HTTP: compressed copies when accepted, hashed assets immutable for a year,
// the app shell and runtime configuration revalidated on every load. Uses a small fake build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { serveFrontEnd } from '../../server/http/staticFiles';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pts-static-'));
const script = `console.log(${JSON.stringify('电力'.repeat(800))});\n`;
const shell = `<!doctype html><html><head><title>${'x'.repeat(2000)}</title></head><body></body></html>`;
let app: FastifyInstance;
let compressed: string[];

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
  fs.writeFileSync(path.join(dir, 'assets', 'index-B-Q2_3FY.js'), script);
  fs.writeFileSync(path.join(dir, 'app-config.json'), JSON.stringify({ pad: 'y'.repeat(3000) }));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  compressed = precompressDir(dir);
  app = Fastify();
  await serveFrontEnd(app, dir);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes brotli and gzip copies of large text files but not of app-config.json nor tiny files', () => {
    expect(compressed.sort()).toEqual([path.join('assets', 'index-B-Q2_3FY.js'), 'index.html']);
    const br = fs.readFileSync(path.join(dir, 'assets', 'index-B-Q2_3FY.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'app-config.json.br'))).toBe(false);
  });
});

describe('static files over HTTP', () => {
  it('sends a hashed asset as brotli when accepted, cached for a year as immutable', async () => {
    const res = await app.inject({
      url: '/assets/index-B-Q2_3FY.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toContain('accept-encoding');
    expect(String(res.headers['content-type'])).toContain('javascript');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gz = await app.inject({
      url: '/assets/index-B-Q2_3FY.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-B-Q2_3FY.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, the app shell of client routes and app-config.json on every load', async () => {
    for (const url of ['/index.html', '/user/assets', '/app-config.json', '/favicon.svg']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const route = await app.inject({ url: '/user/assets', headers: { 'accept-encoding': 'br' } });
    expect(route.headers['content-encoding']).toBe('br');
    expect(String(route.headers['content-type'])).toContain('text/html');
    expect(zlib.brotliDecompressSync(route.rawPayload).toString()).toBe(shell);
    const config = await app.inject({
      url: '/app-config.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(config.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown back-end paths with the ABP-shaped JSON 404, not the app shell', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'NotFound',
        message: '未找到请求的资源',
        details: null,
        validationErrors: null,
      },
    });
  });
});
