// One stepwise curve being typed (the whole day's or one time range's): the segments table with a
// message under each cell it concerns, and beside it the curve drawn as entered.
import { Button, Col, Input, Row, Table } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { OfferCurveChart } from './OfferCurveChart';
import { FieldError } from './FieldError';
import { curveOf, type SegmentErrors, type SegmentText } from './offerRows';

/** Props of a curve editor. */
export interface CurveEditorProps {
  /** How inputs are named for assistive technology, e.g. the unit, or the unit and range. */
  label: string;
  segments: readonly SegmentText[];
  errors: readonly SegmentErrors[];
  disabled: boolean;
  onEdit: (index: number, cell: keyof SegmentText, text: string) => void;
  onBlur: (index: number, cell: keyof SegmentText) => void;
  onRemove: (index: number) => void;
  /** Shown under the table (messages and buttons). */
  children?: ReactNode;
}

/** The segments table and the curve chart side by side. */
export function CurveEditor(props: CurveEditorProps) {
  const { label, segments, errors, disabled } = props;
  const curve = useMemo(() => curveOf(segments), [segments]);

  const cell = (index: number, field: keyof SegmentText, name: string) => {
    const problem = errors[index]?.[field];
    return (
      <div>
        <Input
          aria-label={`${label} 第${index + 1}段${name}`}
          value={segments[index]?.[field] ?? ''}
          status={problem ? 'error' : ''}
          disabled={disabled}
          onChange={(e) => props.onEdit(index, field, e.target.value)}
          onBlur={() => props.onBlur(index, field)}
        />
        {problem && <FieldError>{problem}</FieldError>}
      </div>
    );
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={13}>
        <Table<SegmentText & { index: number }>
          size="small"
          pagination={false}
          rowKey="index"
          dataSource={segments.map((s, index) => ({ ...s, index }))}
          columns={[
            { title: '段', dataIndex: 'index', width: 48, render: (i: number) => i + 1 },
            {
              title: '段末出力(MW)',
              key: 'volume',
              render: (_, r) => cell(r.index, 'volume', '出力'),
            },
            {
              title: '报价(元/MWh)',
              key: 'price',
              render: (_, r) => cell(r.index, 'price', '报价'),
            },
            {
              title: '操作',
              key: 'op',
              width: 64,
              render: (_, r) => (
                <Button
                  type="link"
                  size="small"
                  disabled={disabled || segments.length <= 1}
                  aria-label={`${label} 删除第${r.index + 1}段`}
                  onClick={() => props.onRemove(r.index)}
                >
                  删除
                </Button>
              ),
            },
          ]}
        />
        {props.children}
      </Col>
      <Col xs={24} lg={11}>
        <OfferCurveChart curve={curve} />
      </Col>
    </Row>
  );
}
