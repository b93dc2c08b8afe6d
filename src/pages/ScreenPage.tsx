// A route whose content is a config screen (config/screens/NAME.json), drawn by the page engine. The
// screen configs come in this page's chunk, so a screen route loads its config with its code.
import { Alert } from 'antd';
import { screens } from '../engine/config/screens';
import { Page } from '../engine/Page';
import { ShellEngineProvider } from '../shell/ShellEngineProvider';

/** Renders one screen; names a screen that does not exist. */
export default function ScreenPage({ screen }: { screen: string }) {
  const file = screens[screen];
  if (!file) return <Alert type="error" showIcon title={`页面配置 ${screen} 不存在`} />;
  return (
    <ShellEngineProvider>
      <Page screen={file} />
    </ShellEngineProvider>
  );
}
