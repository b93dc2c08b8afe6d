// The designer preview (`npm run dev`, /__preview?file=config/screens/...): any config file drawn as the
// app would draw it, with config:check's messages about it above, fetched again whenever a file under
// config/ is saved (Vite's hot-reload channel), so a designer sees each edit and its mistakes at once.
import { Alert, Empty, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DisclosureTabsFile, ScreenFile } from '../../engine/config/files';
import { Page } from '../../engine/Page';
import { ShellEngineProvider } from '../../shell/ShellEngineProvider';
import { PreviewBoundary } from './PreviewBoundary';

/** What /__config-check answers for one file. */
export interface PreviewReport {
  file: string;
  kind?: string;
  data?: unknown;
  issues: string[];
}

/** Fetches the check report of a file from the dev server. */
export async function fetchPreview(file: string): Promise<PreviewReport> {
  const response = await fetch(`/__config-check?file=${encodeURIComponent(file)}`);
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('application/json')) {
    return { file, issues: ['预览只在 npm run dev 下可用：开发服务器才提供配置检查结果'] };
  }
  return (await response.json()) as PreviewReport;
}

/** The checker's messages, or a green line when there are none. */
export function PreviewIssues({ report }: { report: PreviewReport }) {
  if (report.issues.length === 0)
    return <Alert type="success" showIcon title={`配置检查通过：${report.file}`} />;
  return (
    <Alert
      type="error"
      showIcon
      title={`配置检查：${report.issues.length} 个错误`}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {report.issues.map((line) => (
            <li key={line}>
              <Typography.Text code>{line}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}

function Drawn({ report }: { report: PreviewReport }) {
  if (report.data === undefined)
    return <Empty description="文件不是合法的 JSON，先改正上面的错误" />;
  if (report.kind === 'screen') return <Page screen={report.data as ScreenFile} />;
  if (report.kind === 'disclosure') {
    const tabs = Object.entries((report.data as DisclosureTabsFile).tabs ?? {});
    return (
      <Tabs
        items={tabs.map(([key, tab]) => ({
          key,
          label: tab.title,
          children: <Page screen={{ title: tab.title, blocks: tab.blocks }} />,
        }))}
      />
    );
  }
  return <pre style={{ fontSize: 12 }}>{JSON.stringify(report.data, null, 2)}</pre>;
}

/** The preview route's page. */
export default function ConfigPreviewPage() {
  const [search] = useSearchParams();
  const file = search.get('file') ?? '';
  const [report, setReport] = useState<PreviewReport>();
  const [version, setVersion] = useState(0);
  const load = useCallback(() => {
    fetchPreview(file).then(
      (next) => {
        setReport(next);
        setVersion((v) => v + 1);
      },
      (error: unknown) => setReport({ file, issues: [`读取预览失败：${String(error)}`] }),
    );
  }, [file]);
  useEffect(() => {
    load();
    const hot = import.meta.hot;
    if (!hot) return undefined;
    hot.on('config-preview:changed', load);
    return () => hot.off('config-preview:changed', load);
  }, [load]);
  if (!file)
    return (
      <Alert
        type="info"
        showIcon
        title="在地址后加 ?file=config/screens/NAME.json 预览一个配置文件"
      />
    );
  if (!report) return <Spin />;
  return (
    <>
      <PreviewIssues report={report} />
      <div style={{ marginTop: 16 }}>
        <ShellEngineProvider>
          {/* A new key per fetch: the blocks load again with the saved file. */}
          <PreviewBoundary key={version}>
            <Drawn report={report} />
          </PreviewBoundary>
        </ShellEngineProvider>
      </div>
    </>
  );
}
