// Who declares: the current enterprise with its role. Sellers (and a trainee with no enterprise yet) go
// through the enterprise choice machine, which opens the 900 px modal when several enterprises trade;
// buyers never see that modal (spec section 6). No enterprise: "申报前请先选择角色".
import { Alert, App, Button, Space, Tag, Typography } from 'antd';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  enterpriseChoiceMachine,
  type EnterpriseOption,
} from '../../machines/enterpriseChoiceMachine';
import { selectPrompts } from '../../engine/values/numericRules';
import { useCourseApi } from '../../session/CourseProvider';
import type { Enterprise } from '../../session/courseStore';
import { useServices } from '../../shell/services';
import { EnterpriseChoiceModal } from '../EnterpriseChoice';
import { loadCourseEnterprises } from './api';

/** Props of the bar. */
export interface EnterpriseBarProps {
  courseId: number;
  roundId: number;
  enterprise: Enterprise | null;
}

function RoleTag({ enterprise }: { enterprise: Enterprise }) {
  return (
    <Tag color={enterprise.isBuyer ? 'purple' : 'cyan'}>
      {enterprise.isBuyer ? '售电公司' : '发电企业'}
    </Tag>
  );
}

/** A machine option carrying the whole enterprise, to store it and draw its card. */
type Offered = EnterpriseOption & { enterprise: Enterprise };
const carries = (option: EnterpriseOption): option is Offered => 'enterprise' in option;

function optionOf(e: Enterprise): Offered {
  return {
    id: String(e.id),
    name: e.name,
    isBuyer: e.isBuyer,
    ...(e.isTrade === undefined ? {} : { isTrade: e.isTrade }),
    ...(e.isPrice === undefined ? {} : { isPrice: e.isPrice }),
    enterprise: e,
  };
}

/** The enterprise choice of sellers: the machine decides, the modal asks. */
function SellerChoice({ courseId, roundId, enterprise }: EnterpriseBarProps) {
  const { api } = useServices();
  const { store } = useCourseApi();
  const { message } = App.useApp();
  const machine = useMemo(
    () =>
      enterpriseChoiceMachine.provide({
        actors: {
          loadEnterprises: fromPromise<EnterpriseOption[], { courseId: string; roundId: string }>(
            async () => (await loadCourseEnterprises(api, courseId, roundId)).map(optionOf),
          ),
        },
      }),
    [api, courseId, roundId],
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      courseId: String(courseId),
      roundId: String(roundId),
      currentId: enterprise ? String(enterprise.id) : null,
    },
  });
  useEffect(() => {
    const chosen = actor.on('enterprise.selected', (event) => {
      const { options } = actor.getSnapshot().context;
      const picked = options.filter(carries).find((o) => o.id === event.enterpriseId);
      if (picked) store.update({ enterprise: picked.enterprise });
    });
    const failed = actor.on('notify', (event) => void message.error(event.message));
    return () => {
      chosen.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, store, message]);
  const choosing = snapshot.matches('choosing');
  const options = snapshot.context.options;
  // One array per opening: the modal keeps the user's pick only while its list stays the same.
  const asked = useMemo(
    () => (choosing ? options.filter(carries).map((o) => o.enterprise) : null),
    [choosing, options],
  );
  const reload = () => send({ type: 'RELOAD' });
  const busy = snapshot.matches('loading');
  return (
    <>
      {enterprise ? (
        <Space>
          <Typography.Text>当前企业：{enterprise.name}</Typography.Text>
          <RoleTag enterprise={enterprise} />
          <Button size="small" loading={busy} onClick={reload}>
            切换企业
          </Button>
        </Space>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={selectPrompts.role}
          action={
            <Button size="small" type="primary" loading={busy} onClick={reload}>
              选择企业
            </Button>
          }
        />
      )}
      <EnterpriseChoiceModal
        enterprises={asked}
        onChoose={(chosen) => {
          if (!chosen) return send({ type: 'CANCEL' });
          send({ type: 'SELECT', enterpriseId: String(chosen.id) });
          send({ type: 'CONFIRM' });
        }}
      />
    </>
  );
}

/** The enterprise line above the grid. */
export function EnterpriseBar(props: EnterpriseBarProps) {
  const { enterprise } = props;
  if (enterprise?.isBuyer) {
    return (
      <Space>
        <Typography.Text>当前企业：{enterprise.name}</Typography.Text>
        <RoleTag enterprise={enterprise} />
      </Space>
    );
  }
  return <SellerChoice {...props} />;
}
