// The restart dialog: asks which role to play again; copying the course fails with the spec's message.
import { Button, Modal, Space, Typography } from 'antd';

/** The restart question of spec section 6. */
export const restartQuestion = '是否重新开始本次仿真（售电角色/发电角色）？';
/** The restart failure of spec section 8. */
export const restartFailed = '重新开始本次仿真失败，请稍后再试！';

/** A dialog offering to restart as a retailer (buyer) or a generator (seller). */
export function RestartDialog({
  open,
  busy,
  left,
  onChoose,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  /** Restarts left (`oneMoreGameNum`), or null while unknown. */
  left: number | null;
  onChoose(isBuyer: boolean): void;
  onCancel(): void;
}) {
  const usedUp = left === 0;
  return (
    <Modal
      open={open}
      title="重新开始"
      onCancel={onCancel}
      footer={
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Button loading={busy} disabled={usedUp} onClick={() => onChoose(true)}>
            售电角色
          </Button>
          <Button type="primary" loading={busy} disabled={usedUp} onClick={() => onChoose(false)}>
            发电角色
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical">
        <span>{restartQuestion}</span>
        {left !== null && (
          <Typography.Text type={usedUp ? 'danger' : 'secondary'} data-testid="restarts-left">
            {usedUp ? '本课程的重新开始次数已用完' : `还可重新开始${left}次`}
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
