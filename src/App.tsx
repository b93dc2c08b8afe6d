import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage';
import type { RuntimeConfig } from './runtime/runtimeConfig';

/** Default primary colour of the platform (spec section 9). */
export const primaryColor = '#025df4';

/** Root of the app: theme, locale and the route table. */
export function App({ runtimeConfig }: { runtimeConfig: RuntimeConfig }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: primaryColor } }}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/user/login" replace />} />
          <Route path="/login" element={<Navigate to="/user/login" replace />} />
          <Route path="/user/login" element={<LoginPage runtimeConfig={runtimeConfig} />} />
          <Route path="*" element={<Navigate to="/user/login" replace />} />
        </Routes>
      </BrowserRouter>
    </ConfigProvider>
  );
}
