// Who declares: the current enterprise with its role. On a declaration page sellers (and a trainee with
// no enterprise yet) run the course's enterprise choice on entering the page, whose 900 px modal asks
// when several enterprises trade; buyers never see that modal (spec section 6). A result page only
// offers 切换企业, so reading results does not ask each time. No enterprise: "申报前请先选择角色".
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { selectPrompts } from '../../engine/values/numericRules';
import type { Enterprise } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import { roleTagProps } from '../roleTag';

/** Props of the enterprise line. */
export interface EnterpriseBarProps {
  enterprise: Enterprise | null;
  /** Runs the choice on entering the page (declarations); false only offers the button (results). */
  askOnEnter?: boolean;
}

/** The enterprise line above a declaration (centralised bidding, rolling matching, spot) or result. */
export function EnterpriseBar({ enterprise, askOnEnter = true }: EnterpriseBarProps) {
  const { send } = useCourse();
  const chooseEnterprise = useCallback(() => send({ type: 'CHOOSE_ENTERPRISE' }), [send]);
  const isBuyer = enterprise?.isBuyer === true;
  useEffect(() => {
    if (askOnEnter && !isBuyer) chooseEnterprise();
  }, [askOnEnter, isBuyer, chooseEnterprise]);
  if (!enterprise) {
    return (
      <Alert
        type="warning"
        showIcon
        title={selectPrompts.role}
        action={
          <Button size="small" type="primary" onClick={chooseEnterprise}>
            选择企业
          </Button>
        }
      />
    );
  }
  return (
    <Space>
      <Typography.Text>当前企业：{enterprise.name}</Typography.Text>
      <Tag {...roleTagProps(isBuyer)}>{isBuyer ? '售电公司' : '发电企业'}</Tag>
      {!isBuyer && (
        <Button size="small" onClick={chooseEnterprise}>
          切换企业
        </Button>
      )}
    </Space>
  );
}
