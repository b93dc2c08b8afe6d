// The trading calendar's header: year and month selects and the month / year switch, as antd's own
// header draws them, but with names: antd's selects have none, so a screen reader announced two
// unnamed combo boxes (axe's "label" rule, WCAG 4.1.2).
import { Radio, Select, Space } from 'antd';
import type { CalendarMode } from 'antd/es/calendar/generateCalendar';
import type { Dayjs } from 'dayjs';

/** Years offered around the shown one (antd's header offers ten either side too). */
const yearSpan = 10;

const monthOptions = Array.from({ length: 12 }, (_, m) => ({ value: m, label: `${m + 1}月` }));

const modeOptions = [
  { value: 'month', label: '月' },
  { value: 'year', label: '年' },
];

/** antd Calendar's `headerRender` contents. */
export function CalendarHeader({
  value,
  type,
  onChange,
  onTypeChange,
}: {
  value: Dayjs;
  type: CalendarMode;
  onChange: (date: Dayjs) => void;
  onTypeChange: (type: CalendarMode) => void;
}) {
  const year = value.year();
  const yearOptions = Array.from({ length: 2 * yearSpan + 1 }, (_, i) => {
    const y = year - yearSpan + i;
    return { value: y, label: `${y}年` };
  });
  return (
    <Space wrap style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 0' }}>
      <Select
        aria-label="年份"
        value={year}
        options={yearOptions}
        onChange={(y: number) => onChange(value.year(y))}
        style={{ minWidth: 96 }}
      />
      {type === 'month' && (
        <Select
          aria-label="月份"
          value={value.month()}
          options={monthOptions}
          onChange={(m: number) => onChange(value.month(m))}
          style={{ minWidth: 72 }}
        />
      )}
      <Radio.Group
        aria-label="按月或按年显示"
        optionType="button"
        value={type}
        options={modeOptions}
        onChange={(e) => onTypeChange(e.target.value as CalendarMode)}
      />
    </Space>
  );
}
