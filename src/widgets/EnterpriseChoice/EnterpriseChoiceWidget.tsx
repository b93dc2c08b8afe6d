// The `enterpriseChoice` widget: the current enterprise and a button that runs the enterprise rule
// again (the modal opens when there is more than one tradable enterprise).
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { chooseEnterprise } from '../../session/courseActions';
import { useCourseApi, useCourseState } from '../../session/CourseProvider';
import { useServices } from '../../shell/services';
import { EnterpriseChoiceModal } from './index';
import type { Enterprise } from '../../session/courseStore';

/** The enterprise switcher placed by a config (no props). */
export function EnterpriseChoiceWidget() {
  const { api } = useServices();
  const { store } = useCourseApi();
  const { course, enterprise } = useCourseState();
  const [choices, setChoices] = useState<Enterprise[] | null>(null);
  const open = async () => {
    if (!course) return;
    const decision = await chooseEnterprise(api, store, course.id);
    if (decision.kind === 'ask') setChoices(decision.enterprises);
  };
  return (
    <Space>
      <Typography.Text>当前企业：{enterprise?.name ?? '未选择'}</Typography.Text>
      <Button disabled={!course} onClick={() => void open()}>
        切换企业
      </Button>
      <EnterpriseChoiceModal
        enterprises={choices}
        onChoose={(chosen) => {
          if (chosen) store.update({ enterprise: chosen });
          setChoices(null);
        }}
      />
    </Space>
  );
}
