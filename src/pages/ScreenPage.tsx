// A route whose content is a config screen (config/screens/NAME.json), drawn by the page engine.
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { ScreenFile } from '../engine/config/files';
import { Page } from '../engine/Page';
import { loadScreen } from '../shell/configFiles';
import { ShellEngineProvider } from '../shell/ShellEngineProvider';

/** Loads and renders one screen. */
export default function ScreenPage({ screen }: { screen: string }) {
  const [state, setState] = useState<{ file?: ScreenFile; error?: string }>({});
  useEffect(() => {
    let live = true;
    loadScreen(screen).then(
      (file) => live && setState({ file }),
      (error: unknown) =>
        live && setState({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [screen]);
  if (state.error) return <Alert type="error" showIcon title={state.error} />;
  if (!state.file) return <Spin />;
  return (
    <ShellEngineProvider>
      <Page screen={state.file} />
    </ShellEngineProvider>
  );
}
