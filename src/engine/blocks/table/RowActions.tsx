// The 操作 cell of a table row: the row actions as small link buttons, run with the row in their bindings.
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import type { Action } from '../../config/action';
import { BindingScope } from '../../BindingScope';
import { useEngine } from '../../env';
import { ConfigIcon } from '../../icons';
import { isVisible } from '../../rules/evaluate';
import { useAction } from '../../useAction';

function RowActionButton({ action }: { action: Action }) {
  const { run, running } = useAction(action);
  return (
    <Button
      type="link"
      size="small"
      danger={action.danger ?? (Boolean(action.confirm) && !action.primary)}
      icon={<ConfigIcon name={action.icon} />}
      loading={running}
      onClick={(event) => {
        // A click on a button is not a click on the row (which selects it for the detail panel).
        event.stopPropagation();
        void run();
      }}
    >
      {action.label}
    </Button>
  );
}

function VisibleRowActions({ actions }: { actions: readonly Action[] }) {
  const { rules } = useEngine();
  return (
    <Space size={0} wrap>
      {actions
        .filter((a) => isVisible(a.visibleWhen, rules))
        .map((action, i) => (
          <RowActionButton key={i} action={action} />
        ))}
    </Space>
  );
}

/** The row's action buttons, each reading the row through `row.FIELD` bindings. */
export function RowActions({
  actions,
  row,
}: {
  actions: readonly Action[];
  row: Record<string, unknown>;
}) {
  const scope = useMemo(() => ({ row }), [row]);
  return (
    <BindingScope extend={scope}>
      <VisibleRowActions actions={actions} />
    </BindingScope>
  );
}
