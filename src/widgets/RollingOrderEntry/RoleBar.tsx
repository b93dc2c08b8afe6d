// The listing role (挂牌角色) of the enterprise in this round: the side all its orders take. Until one is
// chosen the trainee is asked to choose first (spec section 5); the server refuses a change once the
// enterprise has an order in the round, and that refusal is shown as it came.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { announcedByPipeline } from '../../api/operationCaller';
import { useEngine } from '../../engine/env';
import { invalidateOperations } from '../../engine/query/queryClient';
import { errorText } from '../../engine/useDataSource';

/** A listing role: 0 买方, 1 卖方. */
export type Role = 0 | 1;

const roleOptions = [
  { value: 0, label: '买方' },
  { value: 1, label: '卖方' },
];

/** The role bar: the chosen role, or the prompt to choose one, and the choice itself. */
export function RoleBar(props: {
  roundId: number;
  enterpriseId: number;
  role: Role | null;
  /** The round takes no role change now (quotation stopped, ended, no session open, loading). */
  disabled: boolean;
  /** The role the round's quota rules out, and why (quotaRoles.ts). */
  blocked: { role: Role; reason: string } | null;
}) {
  const { api, notify } = useEngine();
  const queryClient = useQueryClient();
  const [picked, setChoice] = useState<Role | null>(props.role);
  const [saving, setSaving] = useState(false);
  // With one side ruled out by the quota, the other is offered ready to confirm.
  const only = props.blocked ? ((1 - props.blocked.role) as Role) : null;
  const choice = picked ?? (props.role === null ? only : null);

  const save = async () => {
    if (choice === null) return;
    setSaving(true);
    try {
      const body = { roundId: props.roundId, enterpriseId: props.enterpriseId, role: choice };
      await api.callOperation('setListingRole', {}, body);
      notify('挂牌角色已设置', 'success');
      // The listings say which ones the new role may take (canTake).
      await invalidateOperations(queryClient, [
        'getListingRole',
        'getListingRoles',
        'getListingOrders',
      ]);
    } catch (error) {
      // Refused: the stored role stands, and the radio must not claim another one beside 委托方向.
      setChoice(props.role);
      // A refusal the request pipeline showed already is not said twice.
      if (!announcedByPipeline(error)) {
        notify(errorText(error).replace('加载失败', '设置角色失败'), 'error');
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {props.role === null && !props.disabled && (
        <Alert type="warning" showIcon title="申报前请先选择挂牌角色（买方或卖方）" />
      )}
      <Space wrap>
        <Typography.Text>挂牌角色：</Typography.Text>
        <Radio.Group
          aria-label="挂牌角色"
          options={roleOptions.map((o) => ({ ...o, disabled: o.value === props.blocked?.role }))}
          value={choice ?? undefined}
          disabled={props.disabled}
          onChange={(e) => setChoice(e.target.value === 1 ? 1 : 0)}
        />
        <Button
          size="small"
          loading={saving}
          disabled={props.disabled || choice === null || choice === props.role}
          onClick={() => void save()}
        >
          确认角色
        </Button>
      </Space>
      {props.blocked && (
        <Typography.Text type="secondary" data-testid="role-quota">
          {props.blocked.reason}
        </Typography.Text>
      )}
    </Space>
  );
}
