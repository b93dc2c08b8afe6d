// The designer preview page's parts: the checker's messages shown as a list (or a pass line), and the
// plain answer outside `npm run dev`, where no check endpoint exists.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPreview, PreviewIssues } from '../../src/pages/preview/ConfigPreviewPage';

afterEach(() => vi.unstubAllGlobals());

describe('config preview page', () => {
  it('lists each checker message of the file', () => {
    const line = 'config/screens/x.json /blocks/0/columns/0/field: 找到 "nam"，应为 …';
    render(<PreviewIssues report={{ file: 'config/screens/x.json', issues: [line] }} />);
    expect(screen.getByText('配置检查：1 个错误')).toBeTruthy();
    expect(screen.getByText(line)).toBeTruthy();
  });

  it('says the file passes when there is nothing to report', () => {
    render(<PreviewIssues report={{ file: 'config/screens/x.json', issues: [] }} />);
    expect(screen.getByText('配置检查通过：config/screens/x.json')).toBeTruthy();
  });

  it('explains that the preview needs the dev server when the endpoint answers HTML', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    expect((await fetchPreview('config/screens/x.json')).issues).toEqual([
      '预览只在 npm run dev 下可用：开发服务器才提供配置检查结果',
    ]);
  });
});
