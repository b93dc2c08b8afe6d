// A row of action buttons, each shown while its rule holds.
import { Button, Space } from 'antd';
import type { Action } from './config/action';
import { useEngine } from './env';
import { ConfigIcon } from './icons';
import { isVisible } from './rules/evaluate';
import { useAction } from './useAction';

function ActionButton({ action }: { action: Action }) {
  const { run, running } = useAction(action);
  return (
    <Button
      type={action.primary && !action.danger ? 'primary' : 'default'}
      danger={action.danger === true}
      icon={<ConfigIcon name={action.icon} />}
      loading={running}
      onClick={() => void run()}
    >
      {action.label}
    </Button>
  );
}

/** Buttons for the visible actions; nothing when none is visible. */
export function ActionBar({ actions }: { actions: readonly Action[] | undefined }) {
  const { rules } = useEngine();
  const visible = (actions ?? []).filter((a) => isVisible(a.visibleWhen, rules));
  if (visible.length === 0) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {visible.map((action, i) => (
        <ActionButton key={i} action={action} />
      ))}
    </Space>
  );
}
