// The monitor screen (/screen/monitor, outside the main layout): the current course's market at a
// glance for a classroom projector, in a dark big-screen style at 1920×1080 and 1366×768. It reads the
// course from the course state like every page, its data through the app's query cache, and reloads
// when the updateRound push changes the rounds (or an OnDataChanged push names its operation).
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useState } from 'react';
import { createQueryClient } from '../../engine/query/queryClient';
import { contrastTokens } from '../../shell/contrastTokens';
import { claimQueryCache, useQueryCacheSlot } from '../../shell/queryCacheSlot';
import { useServices } from '../../shell/services';
import { ShellEnvProvider } from '../../shell/ShellEnvProvider';
import { MonitorScreen } from './MonitorScreen';
import './monitor.css';

const dark = contrastTokens('dark');

/** antd's dark theme under its own variables' class, whatever theme the user chose for the app. */
const monitorTheme: ThemeConfig = {
  cssVar: { key: 'pts-monitor-theme' },
  algorithm: antdTheme.darkAlgorithm,
  token: { ...dark.token, colorPrimary: '#1f9bff', colorBgContainer: '#0b1d3a' },
  components: {
    ...dark.components,
    // Compact rows, so every trade type fits beside the chart at 1366×768.
    Table: {
      ...dark.components?.Table,
      headerBg: '#10284d',
      colorBgContainer: 'transparent',
      cellPaddingBlockSM: 4,
    },
  },
};

/** The monitor screen page (screen-monitor). */
export default function MonitorPage() {
  const slot = useQueryCacheSlot();
  const { getToken } = useServices();
  // The app's one query cache, so a data push invalidates the monitor's answers as any screen's.
  const [client] = useState(() => claimQueryCache(slot, getToken(), createQueryClient));
  return (
    <QueryClientProvider client={client}>
      <ShellEnvProvider>
        <ConfigProvider theme={monitorTheme}>
          <MonitorScreen />
        </ConfigProvider>
      </ShellEnvProvider>
    </QueryClientProvider>
  );
}
