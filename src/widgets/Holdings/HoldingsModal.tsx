// The "My holdings" modal (spec section 2), loaded on first open: filters, a unit select, the unit's
// holdings table and its net contract power chart, for the current enterprise.
import { Empty, Flex, Modal, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { exportToExcel } from '../../engine/blocks/table/exportExcel';
import { formatHour } from '../../engine/values/format';
import { useCourse } from '../../engine/useCourse';
import type { Course, Enterprise } from '../../engine/env';
import { useEngine } from '../../engine/env';
import { loadHoldings, loadNetPower, useLoaded, type HoldingsQuery } from './holdingsApi';
import { initialMonth, marketOptions, monthOptions, type MonthOption } from './holdingsFilters';
import { HoldingsFilters, type HoldingsChoice } from './HoldingsFilters';
import { exportColumns, exportRows, unitRows, unitsOf } from './holdingsTable';
import { HoldingsTable } from './HoldingsTable';
import { NetPowerChart } from './NetPowerChart';

/** Spec section 9: the modal never grows wider than 2500 px. */
const maxWidth = 2500;

/** Props of the modal. */
export interface HoldingsModalProps {
  open: boolean;
  onClose: () => void;
}

function HoldingsBody({ course, enterprise }: { course: Course; enterprise: Enterprise }) {
  const { rounds, round } = useCourse();
  const months = useMemo(() => monthOptions(rounds), [rounds]);
  const [choice, setChoice] = useState<HoldingsChoice | undefined>(() => {
    const month = initialMonth(months, round);
    return month && { month };
  });
  if (!choice) return <Empty description="本课程暂无交易月份" />;
  return <HoldingsView {...{ course, enterprise, months, choice }} onChoice={setChoice} />;
}

interface HoldingsViewProps {
  course: Course;
  enterprise: Enterprise;
  months: MonthOption[];
  choice: HoldingsChoice;
  onChoice: (choice: HoldingsChoice) => void;
}

function HoldingsView({ course, enterprise, months, choice, onChoice }: HoldingsViewProps) {
  const { client: api } = useEngine();
  const [picked, setPicked] = useState<number>();
  const query: HoldingsQuery = {
    courseId: course.id,
    enterpriseId: enterprise.id,
    month: choice.month.month,
    ...(choice.day === undefined ? {} : { day: choice.day }),
    ...(choice.province === undefined ? {} : { province: choice.province }),
  };
  const key = JSON.stringify(query);
  const series = useLoaded(key, () => loadHoldings(api, query), []);
  const units = useMemo(() => unitsOf(series ?? []), [series]);
  // The picked unit while the data has it, else the first one.
  const unit = units.find((u) => u.unitId === picked) ?? units[0];
  // A retailer is its own single unit: its chart is the enterprise's (the server knows no such unit).
  const chartUnit = enterprise.isBuyer ? undefined : unit?.unitId;
  // Asked once the units are known, so the chart is never first drawn for the wrong unit.
  const points = useLoaded(
    series === undefined ? null : JSON.stringify([key, chartUnit]),
    () => loadNetPower(api, query, chartUnit),
    [],
  );
  const rows = useMemo(
    () => (unit && series ? unitRows(series, unit.unitId, enterprise.isBuyer) : []),
    [series, unit, enterprise.isBuyer],
  );
  const download =
    series && series.length > 0
      ? () =>
          void exportToExcel(
            exportColumns(formatHour),
            exportRows(series, enterprise.isBuyer),
            `持仓数据-${enterprise.name}-${choice.month.month}月${choice.day ? `${choice.day}日` : ''}`,
          )
      : undefined;
  return (
    <Flex vertical gap={12}>
      <HoldingsFilters
        enterpriseName={enterprise.name}
        markets={marketOptions(course, enterprise)}
        months={months}
        choice={choice}
        onChange={onChoice}
        {...(download ? { onDownload: download } : {})}
      />
      <Flex gap={8} align="center">
        <Typography.Text>交易单元：</Typography.Text>
        <Select<number>
          aria-label="交易单元"
          style={{ minWidth: 220 }}
          placeholder="暂无交易单元"
          value={unit?.unitId}
          options={units.map((u) => ({ value: u.unitId, label: u.unitName }))}
          onChange={setPicked}
        />
      </Flex>
      <HoldingsTable rows={rows} loading={series === undefined} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        时段净合约电力(MW)
      </Typography.Title>
      <NetPowerChart points={points} />
    </Flex>
  );
}

/** The modal; its body mounts only while open, so every opening loads fresh data. */
export default function HoldingsModal({ open, onClose }: HoldingsModalProps) {
  const { course, enterprise } = useCourse();
  return (
    <Modal
      title="我的持仓"
      open={open}
      onCancel={onClose}
      footer={null}
      width="90%"
      style={{ maxWidth, top: 40 }}
      destroyOnHidden
    >
      {course && enterprise ? (
        <HoldingsBody course={course} enterprise={enterprise} />
      ) : (
        <Empty description="请先选择企业" />
      )}
    </Modal>
  );
}
