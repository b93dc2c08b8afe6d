// The enterprise choice modal (900 px, spec section 2): one card per tradable enterprise with its
// province, name, declared tag and unit tags (declared per unit in a day-ahead round); the first is
// preselected.
import { Card, Col, Modal, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Enterprise } from '../../engine/env';
import { roleTagProps } from '../roleTag';
import { stateTagProps } from '../../engine/values/stateTag';

/** Width of the modal (spec section 9). */
export const enterpriseModalWidth = 900;

/** Props of the modal. */
export interface EnterpriseChoiceProps {
  /** Enterprises to choose from; null closes the modal. */
  enterprises: Enterprise[] | null;
  onChoose(enterprise: Enterprise | null): void;
  /** The selected card when a machine holds the selection (otherwise the modal keeps its own). */
  selectedId?: number | null;
  onSelect?(enterprise: Enterprise): void;
  /** Type of the round the declared tags are about (11: day-ahead, tags per unit). */
  roundType?: number;
}

/**
 * Spec section 6: in a day-ahead round, where each unit and load declares on its own, every unit tag
 * says whether it has declared; in other rounds a seller's units are tagged, a buyer's loads are not.
 */
function UnitTags({ enterprise, spot }: { enterprise: Enterprise; spot: boolean }) {
  const gens = enterprise.simpleGens ?? [];
  const units = spot
    ? [...gens, ...(enterprise.simpleDemands ?? [])]
    : enterprise.isBuyer
      ? []
      : gens;
  return (
    <Space size={4} wrap>
      {units.map((u) =>
        spot && u.isPrice !== undefined ? (
          <Tag key={u.unitId} {...stateTagProps(u.isPrice ? 'positive' : 'neutral')}>
            {u.name}：{u.isPrice ? '已申报' : '未申报'}
          </Tag>
        ) : (
          <Tag key={u.unitId}>{u.name}</Tag>
        ),
      )}
    </Space>
  );
}

/** Asks which enterprise to act for. */
export function EnterpriseChoiceModal(props: EnterpriseChoiceProps) {
  const { enterprises, onChoose } = props;
  // A pick belongs to the list it was made in; a new list starts from its first enterprise.
  const [pick, setPick] = useState<{ list: Enterprise[] | null; id: number | null }>({
    list: null,
    id: null,
  });
  const own = pick.list === enterprises ? pick.id : (enterprises?.[0]?.id ?? null);
  const selected = props.selectedId === undefined ? own : props.selectedId;
  const setSelected = (e: Enterprise) =>
    props.onSelect ? props.onSelect(e) : setPick({ list: enterprises, id: e.id });
  const chosen = enterprises?.find((e) => e.id === selected) ?? null;
  return (
    <Modal
      open={enterprises !== null}
      title="选择企业"
      width={enterpriseModalWidth}
      okText="确定"
      cancelText="取消"
      onOk={() => onChoose(chosen)}
      onCancel={() => onChoose(null)}
    >
      <Row gutter={[12, 12]}>
        {(enterprises ?? []).map((e) => (
          <Col span={8} key={e.id}>
            <Card
              size="small"
              hoverable
              role="radio"
              aria-checked={e.id === selected}
              onClick={() => setSelected(e)}
              style={e.id === selected ? { borderColor: '#025df4', borderWidth: 2 } : undefined}
            >
              <Space orientation="vertical" size={4}>
                <Typography.Text type="secondary">
                  {e.provinceName ?? e.province ?? '-'}
                </Typography.Text>
                <Typography.Text strong>{e.name}</Typography.Text>
                <Space size={4} wrap>
                  <Tag {...roleTagProps(e.isBuyer === true)}>
                    {e.isBuyer ? '售电公司' : '发电企业'}
                  </Tag>
                  <Tag {...stateTagProps(e.isPrice ? 'positive' : 'neutral')}>
                    {e.isPrice ? '已申报' : '未申报'}
                  </Tag>
                </Space>
                <UnitTags enterprise={e} spot={props.roundType === 11} />
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </Modal>
  );
}
