// A route whose content is a config screen (config/screens/NAME.json), drawn by the page engine. The
// screen configs come in this page's chunk, so a screen route loads its config with its code.
import { Alert, Spin } from 'antd';
import { screens } from '../engine/config/screens';
import { Page } from '../engine/Page';
import { ShellEngineProvider } from '../shell/ShellEngineProvider';
import { usePrefetchWait } from '../shell/usePrefetchWait';

/** Renders one screen; names a screen that does not exist. */
export default function ScreenPage({ screen }: { screen: string }) {
  const file = screens[screen];
  // The opened screen's prefetched answers, so its tables render with rows in one pass.
  const ready = usePrefetchWait(screen);
  if (!file) return <Alert type="error" showIcon title={`页面配置 ${screen} 不存在`} />;
  if (!ready) return <Spin />;
  return (
    <ShellEngineProvider>
      <Page screen={file} />
    </ShellEngineProvider>
  );
}
