// The `enterpriseChoice` widget: the current enterprise and a button that runs the enterprise choice
// again (the layout's modal opens when there is more than one tradable enterprise).
import { Button, Space, Typography } from 'antd';
import { useCourse } from '../../engine/useCourse';

/** The enterprise switcher placed by a config (no props). */
export function EnterpriseChoiceWidget() {
  const { course, enterprise, send } = useCourse();
  return (
    <Space>
      <Typography.Text>当前企业：{enterprise?.name ?? '未选择'}</Typography.Text>
      <Button disabled={!course} onClick={() => send({ type: 'CHOOSE_ENTERPRISE' })}>
        切换企业
      </Button>
    </Space>
  );
}
