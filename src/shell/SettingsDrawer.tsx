// The settings drawer: layout sidemenu/topmenu and theme white/dark, saved locally (spec section 2).
import { Drawer, Form, Radio } from 'antd';
import { useUiSettings, type UiSettings } from './uiSettings';

/** The drawer; its choices apply at once and are saved in local storage. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { settings, change } = useUiSettings();
  return (
    <Drawer title="界面设置" open={open} onClose={onClose} size={320}>
      <Form layout="vertical">
        <Form.Item label="导航布局">
          <Radio.Group
            value={settings.layout}
            onChange={(e) => change({ layout: e.target.value as UiSettings['layout'] })}
            options={[
              { value: 'sidemenu', label: '侧边菜单' },
              { value: 'topmenu', label: '顶部菜单' },
            ]}
          />
        </Form.Item>
        <Form.Item label="主题">
          <Radio.Group
            value={settings.theme}
            onChange={(e) => change({ theme: e.target.value as UiSettings['theme'] })}
            options={[
              { value: 'white', label: '亮色' },
              { value: 'dark', label: '暗色' },
            ]}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
