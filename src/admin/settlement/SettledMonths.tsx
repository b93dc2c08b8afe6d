// 已结算 on the teacher's 月度结算 card: each settled month with how many of the course's enterprises
// are settled in it. A trainee may settle their own enterprise alone, so a month listed is not yet a
// month every trainee can read: the count tells the teacher whether a course-wide run is still due.
import { Spin, Tag, Typography } from 'antd';
import { stateTagProps } from '../../engine/values/stateTag';
import { monthKey, monthLabel, type SettledMonth } from './settlementApi';

/** Props: the settled months (null while loading) and the course's enterprise count, if known. */
export interface SettledMonthsProps {
  months: readonly SettledMonth[] | null;
  enterpriseCount: number | null;
}

/** `2026年3月（1/10 家企业）`, or without the course's count `2026年3月（1 家企业）`. */
export function settledMonthText(m: SettledMonth, enterpriseCount: number | null): string {
  const settled = m.enterpriseIds.length;
  const of = enterpriseCount === null ? `${settled}` : `${settled}/${enterpriseCount}`;
  return `${monthLabel(m)}（${of} 家企业）`;
}

/** The settled months, or a spinner until they are known (「尚无」 only once they are). */
export function SettledMonths({ months, enterpriseCount }: SettledMonthsProps) {
  return (
    <div role="group" aria-label="已结算月份" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Typography.Text>已结算：</Typography.Text>
      {months === null ? (
        <span aria-busy="true">
          <Spin size="small" /> <Typography.Text type="secondary">加载中…</Typography.Text>
        </span>
      ) : months.length === 0 ? (
        <Typography.Text type="secondary">尚无</Typography.Text>
      ) : (
        months.map((m) => {
          const whole = enterpriseCount !== null && m.enterpriseIds.length >= enterpriseCount;
          return (
            <Tag key={monthKey(m)} {...stateTagProps(whole ? 'positive' : 'pending')}>
              {settledMonthText(m, enterpriseCount)}
            </Tag>
          );
        })
      )}
    </div>
  );
}
