// The choices above the holdings table: enterprise and market tags, month select, download link, and
// day tags (全月 or one day of the month).
import { DownloadOutlined } from '@ant-design/icons';
import { Flex, Select, Space, Tag } from 'antd';
import type { MarketOption, MonthOption } from './holdingsFilters';
import { daysOf } from './holdingsFilters';
import { stateTagProps } from '../../engine/values/stateTag';

/** What the user picked. */
export interface HoldingsChoice {
  month: MonthOption;
  day?: number;
  province?: string;
}

/** Props of the filter bar. */
export interface HoldingsFiltersProps {
  enterpriseName: string;
  markets: MarketOption[];
  months: MonthOption[];
  choice: HoldingsChoice;
  onChange: (choice: HoldingsChoice) => void;
  /** Downloads the tables; undefined while there is nothing to download. */
  onDownload?: () => void;
}

const monthKey = (m: MonthOption) => `${m.year}-${m.month}`;

/** The filter bar. */
export function HoldingsFilters(props: HoldingsFiltersProps) {
  const { choice, onChange } = props;
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Space wrap size={4} aria-label="企业与市场">
          <Tag {...stateTagProps('info')}>{props.enterpriseName}</Tag>
          {props.markets.map((m) => (
            <Tag.CheckableTag
              key={m.label}
              checked={choice.province === m.province}
              onChange={() => onChange({ ...choice, province: m.province })}
            >
              {m.label}
            </Tag.CheckableTag>
          ))}
        </Space>
        <Space size={16}>
          <Select<string>
            aria-label="月份"
            style={{ width: 120 }}
            value={monthKey(choice.month)}
            options={props.months.map((m) => ({ value: monthKey(m), label: `${m.month}月` }))}
            onChange={(key) => {
              const month = props.months.find((m) => monthKey(m) === key);
              // A day of another month means nothing: the new month starts on 全月.
              if (month) onChange({ ...choice, month, day: undefined });
            }}
          />
          <a
            role="button"
            aria-disabled={!props.onDownload}
            style={props.onDownload ? undefined : { color: 'inherit', opacity: 0.45 }}
            onClick={() => props.onDownload?.()}
          >
            <DownloadOutlined /> 下载数据
          </a>
        </Space>
      </Flex>
      <Space wrap size={[2, 4]} aria-label="日期">
        <Tag.CheckableTag
          checked={choice.day === undefined}
          onChange={() => onChange({ ...choice, day: undefined })}
        >
          全月
        </Tag.CheckableTag>
        {daysOf(choice.month).map((day) => (
          <Tag.CheckableTag
            key={day}
            checked={choice.day === day}
            onChange={() => onChange({ ...choice, day })}
          >
            {day}日
          </Tag.CheckableTag>
        ))}
      </Space>
    </Flex>
  );
}
