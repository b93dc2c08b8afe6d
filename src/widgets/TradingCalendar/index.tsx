// The `tradingCalendar` widget of /user/calendar: the course's rounds on a month calendar. Each day
// shows the multi-day and daily rounds trading on it; beside the calendar, the chosen day's rounds and
// the month's monthly rounds, each with its market, cycle, period and status.
import { Calendar, Card, Col, Empty, List, Row, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMemo, useState } from 'react';
import type { Round } from '../../machines/courseState';
import { useCourse } from '../../engine/useCourse';
import { CalendarHeader } from './CalendarHeader';
import { cycleName, legendTags, marketName, shortMarketName, statusTag } from './roundLabels';
import { daysOf, monthlyRounds, monthsOf, openingDay, roundsByDay } from './roundPeriods';
import { stateTagProps } from '../../engine/values/stateTag';

/** The status colours the day cells use, in the words of the course's rounds. */
function StatusLegend({ rounds }: { rounds: readonly Round[] }) {
  return (
    <Space size={4} wrap>
      <Typography.Text type="secondary">状态：</Typography.Text>
      {legendTags(rounds).map((s) => (
        <Tag key={s.text} {...stateTagProps(s.state)}>
          {s.text}
        </Tag>
      ))}
    </Space>
  );
}

const cellTag = { marginInlineEnd: 0, paddingInline: 4 };

const dayFormat = 'YYYY-MM-DD';
const none: Round[] = [];

/** E.g. 2026年3月, 2026年3月10日–16日, 2026年3月15日. */
function periodText(round: Round): string {
  const days = daysOf(round);
  if (days.length === 0)
    return monthsOf(round)
      .map((m) => dayjs(`${m}-01`).format('YYYY年M月'))
      .join('、');
  const first = dayjs(days[0]);
  const last = dayjs(days[days.length - 1]);
  return days.length === 1
    ? first.format('YYYY年M月D日')
    : `${first.format('YYYY年M月D日')}–${last.format('D日')}`;
}

function RoundLine({ round }: { round: Round }) {
  const status = statusTag(round);
  return (
    <List.Item>
      <List.Item.Meta
        title={round.name}
        description={
          <Space size={4} wrap>
            <Tag>{marketName(round)}</Tag>
            <Tag>{cycleName(round)}</Tag>
            <Typography.Text type="secondary">{periodText(round)}</Typography.Text>
            <Tag {...stateTagProps(status.state)}>{status.text}</Tag>
          </Space>
        }
      />
    </List.Item>
  );
}

function RoundList({ title, rounds, empty }: { title: string; rounds: Round[]; empty: string }) {
  return (
    <Card size="small" title={title}>
      {rounds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <List size="small" dataSource={rounds} renderItem={(r) => <RoundLine round={r} />} />
      )}
    </Card>
  );
}

/** The trading calendar (no props: the rounds are the current course's). */
export default function TradingCalendarWidget() {
  const { rounds, round } = useCourse();
  const byDay = useMemo(() => roundsByDay(rounds), [rounds]);
  const byMonth = useMemo(() => monthlyRounds(rounds), [rounds]);
  // Until the user picks a day, the calendar follows the rounds (they may arrive after the mount).
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const opening = openingDay(rounds, round);
  const chosen = picked ?? (opening ? dayjs(opening) : dayjs());
  const dayRounds = byDay.get(chosen.format(dayFormat)) ?? none;
  const monthRounds = byMonth.get(chosen.format('YYYY-MM')) ?? none;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card size="small" title={<StatusLegend rounds={rounds} />}>
          <Calendar
            value={chosen}
            onChange={setPicked}
            headerRender={(header) => <CalendarHeader {...header} />}
            cellRender={(date, info) => {
              if (info.type !== 'date') return info.originNode;
              const list = byDay.get(date.format(dayFormat)) ?? none;
              return (
                <Space size={[2, 2]} wrap>
                  {list.map((r) => (
                    <Tag
                      key={r.id}
                      {...stateTagProps(statusTag(r).state)}
                      title={`${r.name}（${statusTag(r).text}）`}
                      style={cellTag}
                    >
                      {shortMarketName(r)}
                    </Tag>
                  ))}
                </Space>
              );
            }}
          />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <RoundList
            title={`${chosen.format('M月D日')}的交易`}
            rounds={dayRounds}
            empty="当日无多日或日交易"
          />
          <RoundList
            title={`${chosen.format('YYYY年M月')}月度交易`}
            rounds={monthRounds}
            empty="本月无月度交易"
          />
        </Space>
      </Col>
    </Row>
  );
}
