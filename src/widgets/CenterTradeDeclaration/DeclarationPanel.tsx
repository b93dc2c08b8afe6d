// One enterprise's declaration in one round: loads segments, quotas, bids (and channels between
// provinces), keeps what the user types, checks it, submits it, and keeps it when the server refuses.
import { Alert, App, Button, Card, Form, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { Enterprise, Round } from '../../engine/env';
import { useEngine } from '../../engine/env';
import { BidList } from './BidList';
import { DeclarationGrid } from './DeclarationGrid';
import { deleteBid, loadBids, loadDeclaration, submitBids, type DeclarationData } from './api';
import {
  cellOfMember,
  cellRules,
  checkCell,
  checkGrid,
  gridRows,
  nothingDeclared,
  rowKey,
  valuesFromBids,
  type Bid,
  type Cell,
  type GridErrors,
  type GridValues,
} from './declarationRows';
import { segmentRemaining } from './quota';

/** Props of the panel. */
export interface DeclarationPanelProps {
  round: Round;
  enterprise: Enterprise;
  sceneId: number | undefined;
}

/** Prompt of the channel select of inter-provincial rounds. */
export const channelPrompt = '请选择省间通道';

type Load = { status: 'loading' } | { status: 'error'; message: string } | DeclarationData;

function without<T>(map: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _, ...rest } = map;
  return rest;
}

/** The declaration of the enterprise in the round. */
export function DeclarationPanel({ round, enterprise, sceneId }: DeclarationPanelProps) {
  const { client: api } = useEngine();
  const { message } = App.useApp();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [values, setValues] = useState<GridValues>({});
  const [errors, setErrors] = useState<GridErrors>({});
  const [formError, setFormError] = useState<string>();
  const [channelId, setChannelId] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { id: roundId, enableQuota, isInterProvincial } = round;

  useEffect(() => {
    let live = true;
    const target = { id: roundId, enableQuota, isInterProvincial };
    loadDeclaration(api, target, enterprise.id, sceneId).then(
      (data) => {
        if (!live) return;
        setLoad(data);
        setValues(valuesFromBids(data.bids));
        setChannelId(data.bids.find((b) => b.channelId != null)?.channelId ?? null);
      },
      (error: unknown) =>
        live && setLoad({ status: 'error', message: (error as Error).message ?? String(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, roundId, enableQuota, isInterProvincial, enterprise.id, sceneId, attempt]);

  if ('status' in load) {
    return load.status === 'loading' ? (
      <Spin />
    ) : (
      <Alert
        type="error"
        showIcon
        title={load.message}
        action={<Button onClick={() => setAttempt((n) => n + 1)}>重试</Button>}
      />
    );
  }

  const isBuyer = enterprise.isBuyer === true;
  const units = isBuyer
    ? null
    : (enterprise.simpleGens ?? []).map((g) => ({ unitId: g.unitId, name: g.name }));
  const rows = gridRows(load.segments, units);
  const rules = cellRules(round.declarationRules);
  // Spec section 4: quotation stopped (2) or ended (3) closes the declaration.
  const closed = round.status >= 2;
  const side = isBuyer ? 'buy' : 'sell';
  const remaining = enableQuota
    ? Object.fromEntries(
        load.segments.map((s) => [s.id, segmentRemaining(load.quotas, s.id, round.month, side)]),
      )
    : undefined;
  // A seller sends from its province, a buyer receives in it (the server's channel rule).
  const channels = load.channels.filter(
    (c) => (isBuyer ? c.toProvince : c.fromProvince) === String(enterprise.province),
  );

  if (isInterProvincial && channels.length === 0) {
    // A seller of a receiving province (or a buyer of a sending one) has no channel to declare on.
    const province = enterprise.provinceName ?? enterprise.province ?? '';
    return (
      <Card size="small" title="申报">
        <Alert
          type="info"
          showIcon
          title={`本企业所在省份（${province}）没有${isBuyer ? '受入' : '送出'}的省间通道，不参与本轮省间集中竞价`}
        />
      </Card>
    );
  }

  const change = (key: string, cell: Cell, text: string) => {
    setValues((v) => ({ ...v, [key]: { ...v[key], [cell]: text } }));
    setErrors((e) => ({ ...e, [key]: without(e[key] ?? {}, cell) }));
    setFormError(undefined);
  };
  const blur = (key: string, cell: Cell) => {
    const problem = checkCell(cell, values[key]?.[cell], rules[cell]);
    if (problem) setErrors((e) => ({ ...e, [key]: { ...e[key], [cell]: problem } }));
  };
  const showBids = (bids: Bid[]) => setLoad({ ...load, bids });

  const submit = async () => {
    if (isInterProvincial && channelId === null) return setFormError(channelPrompt);
    const checked = checkGrid(rows, values, rules, isInterProvincial ? channelId : null);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return setFormError('请按提示修改申报内容');
    if (checked.bids.length === 0) return setFormError(nothingDeclared);
    setSubmitting(true);
    const outcome = await submitBids(api, {
      roundId,
      enterpriseId: enterprise.id,
      direction: isBuyer ? 0 : 1,
      bids: checked.bids,
    });
    setSubmitting(false);
    if (outcome.ok) {
      showBids(outcome.bids);
      void message.success('申报成功');
      return;
    }
    // What the user typed stays; the server's message shows, on the cell it names when it names one.
    setFormError(outcome.message);
    const cells = outcome.members.flatMap((m) => cellOfMember(m, checked.keys) ?? []);
    setErrors(Object.fromEntries(cells.map(({ key, cell }) => [key, { [cell]: outcome.message }])));
  };

  const remove = async (bid: Bid) => {
    if (!(await deleteBid(api, bid.id))) return;
    void message.success('已删除');
    showBids(await loadBids(api, roundId, enterprise.id));
    setValues((v) => without(v, rowKey(bid.objId, bid.unitId)));
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title="申报">
        {closed && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="本轮已停止报价，申报内容不能再修改"
          />
        )}
        {isInterProvincial && (
          <Form.Item label="省间通道" style={{ marginBottom: 12 }}>
            <Select
              aria-label="省间通道"
              style={{ width: 320 }}
              placeholder={channelPrompt}
              disabled={closed}
              value={channelId ?? undefined}
              onChange={(id: number) => {
                setChannelId(id);
                setFormError(undefined);
              }}
              options={channels.map((c) => ({
                value: c.id,
                label: `${c.name}（${c.fromProvinceName ?? c.fromProvince}→${c.toProvinceName ?? c.toProvince}）`,
              }))}
            />
          </Form.Item>
        )}
        <DeclarationGrid
          rows={rows}
          segments={load.segments}
          values={values}
          errors={errors}
          {...(remaining ? { remaining } : {})}
          perUnit={!isBuyer}
          disabled={closed || submitting}
          onChange={change}
          onBlur={blur}
        />
        {formError && <Alert type="error" showIcon style={{ marginTop: 12 }} title={formError} />}
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={submitting}
          disabled={closed}
          onClick={() => void submit()}
        >
          提交申报
        </Button>
      </Card>
      <Card size="small" title="已申报">
        <BidList
          bids={load.bids}
          segments={load.segments}
          units={units}
          channels={isInterProvincial ? load.channels : []}
          priceDecimals={rules.price.decimals}
          disabled={closed}
          onDelete={(bid) => void remove(bid)}
        />
      </Card>
    </Space>
  );
}
