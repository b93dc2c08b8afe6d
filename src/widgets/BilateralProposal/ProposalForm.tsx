// The proposal entry: counterparty, unit (generators), volume and price per segment; checked here with
// the spec's messages, sent after a confirm. A refusal of the server (quota, price, round stopped) shows
// its Chinese message and keeps what was typed; a success clears the grid, its messages and reloads
// the lists.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { submitForm } from '../../api/formSubmission';
import type { components } from '../../api/schema.gen';
import { useEngine, type Enterprise, type Round } from '../../engine/env';
import { onOperationsInvalidated } from '../../engine/query/operationKeys';
import { invalidateOperations } from '../../engine/query/queryClient';
import { selectPrompts } from '../../engine/values/numericRules';
import {
  cellOfMember,
  checkCell,
  checkSegments,
  nothingProposed,
  proposalRules,
  type Cell,
  type Segment,
  type SegmentErrors,
  type SegmentValues,
} from './proposalItems';
import { SegmentGrid } from './SegmentGrid';

/** Prompt of the counterparty select, and its message when none is chosen. */
export const counterpartyPrompt = '请选择对方企业';
/** Answers a sent proposal makes stale: both proposal lists and the quota it reserves. */
export const proposalChanges = ['getBilateralProposals', 'getListingQuota'] as const;

/** Props of the form. */
export interface ProposalFormProps {
  round: Round;
  enterprise: Enterprise;
  segments: Segment[];
  counterparties: Enterprise[];
  /** Quotation stopped or ended: shown, nothing can be typed or sent. */
  closed: boolean;
}

/** The entry form of one enterprise in one round. */
export function ProposalForm({
  round,
  enterprise,
  segments,
  counterparties,
  closed,
}: ProposalFormProps) {
  const { client, notify } = useEngine();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [toId, setToId] = useState<number>();
  const units = enterprise.isBuyer ? [] : (enterprise.simpleGens ?? []);
  const [unitId, setUnitId] = useState<number | undefined>(
    units.length === 1 ? units[0]?.unitId : undefined,
  );
  const [values, setValues] = useState<SegmentValues>({});
  const [errors, setErrors] = useState<SegmentErrors>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const rules = proposalRules(round.declarationRules);

  // The messages are about the last attempt. Once the proposals change (this form sent one, a proposal
  // was accepted, refused or withdrawn in the lists below, a push brought one), they are stale: a
  // 请选择对方企业 left from an empty attempt must not stay beside an accepted proposal.
  useEffect(
    () =>
      onOperationsInvalidated(queryClient, (operations) => {
        if (!operations.includes('getBilateralProposals')) return;
        setErrors({});
        setFormError(undefined);
      }),
    [queryClient],
  );

  const change = (objId: number, cell: Cell, text: string) => {
    setValues((v) => ({ ...v, [objId]: { ...v[objId], [cell]: text } }));
    setErrors((e) => ({ ...e, [objId]: { ...e[objId], [cell]: undefined } }));
    setFormError(undefined);
  };
  const blur = (objId: number, cell: Cell) => {
    const problem = checkCell(cell, values[objId]?.[cell], rules[cell]);
    if (problem) setErrors((e) => ({ ...e, [objId]: { ...e[objId], [cell]: problem } }));
  };

  const send = async (toEnterpriseId: number, items: components['schemas']['BilateralItem'][]) => {
    setSending(true);
    const outcome = await submitForm(
      () =>
        client.POST('/api/app/bilateral/proposals', {
          body: {
            roundId: round.id,
            fromEnterpriseId: enterprise.id,
            toEnterpriseId,
            ...(unitId === undefined ? {} : { unitId }),
            items,
          },
        }),
      '意向发出失败，请稍后重试',
    );
    setSending(false);
    if (outcome.ok) {
      notify('意向已发出', 'success');
      setValues({});
      setToId(undefined);
      setErrors({});
      setFormError(undefined);
      await invalidateOperations(queryClient, proposalChanges);
      return;
    }
    setFormError(outcome.message);
    const cells = outcome.members.flatMap((m) => cellOfMember(m, items) ?? []);
    setErrors(Object.fromEntries(cells.map((c) => [c.objId, { [c.cell]: outcome.message }])));
  };

  const submit = () => {
    const checked = checkSegments(segments, values, rules);
    setErrors(checked.errors);
    if (toId === undefined) return setFormError(counterpartyPrompt);
    if (units.length > 0 && unitId === undefined) return setFormError(selectPrompts.generator);
    if (Object.keys(checked.errors).length > 0) return setFormError('请按提示修改意向内容');
    if (checked.items.length === 0) return setFormError(nothingProposed);
    const to = counterparties.find((c) => c.id === toId)?.name ?? '对方企业';
    modal.confirm({
      title: `确认向${to}发出该意向？对方接受后即成为双方的合同。`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => send(toId, checked.items),
    });
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {closed && <Alert type="info" showIcon title="本轮已停止报价，不能再发起意向" />}
      <Form layout="horizontal" labelCol={{ flex: '80px' }} disabled={closed || sending}>
        <Form.Item label="对方企业" style={{ marginBottom: 12 }}>
          <Select
            aria-label="对方企业"
            placeholder={counterpartyPrompt}
            style={{ maxWidth: 320 }}
            value={toId}
            onChange={(id: number) => {
              setToId(id);
              setFormError(undefined);
            }}
            options={counterparties.map((c) => ({
              value: c.id,
              label: `${c.name}（${c.provinceName ?? c.province ?? ''}）`,
            }))}
            notFoundContent="没有可发起意向的对方企业"
          />
        </Form.Item>
        {units.length > 0 && (
          <Form.Item label="机组" style={{ marginBottom: 12 }}>
            <Select
              aria-label="机组"
              placeholder={selectPrompts.generator}
              style={{ maxWidth: 320 }}
              value={unitId}
              onChange={(id: number) => {
                setUnitId(id);
                setFormError(undefined);
              }}
              options={units.map((u) => ({ value: u.unitId, label: u.name }))}
            />
          </Form.Item>
        )}
      </Form>
      <SegmentGrid
        segments={segments}
        values={values}
        errors={errors}
        disabled={closed || sending}
        onChange={change}
        onBlur={blur}
      />
      {formError && <Alert type="error" showIcon title={formError} data-testid="proposal-error" />}
      <Button type="primary" loading={sending} disabled={closed} onClick={submit}>
        发出意向
      </Button>
    </Space>
  );
}
