// 试卷成绩 on the teacher's course page: every trainee's paper grade, best first with its rank, the
// submitted count, average and best score, 生成试卷 (the bank onto every paper lacking it), an Excel
// export (xlsx loads only when it is pressed) and a refresh button. It reloads on a push naming
// getCourseGrades (a paper submitted) and whenever the page refreshes its rounds, since a clearing
// fills in the answers of calculation questions.
import { App, Button, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { OperationId } from '../../api/operations.gen';
import { exportToExcel } from '../../engine/blocks/table/exportExcel';
import { formatValue } from '../../engine/values/format';
import { useServices } from '../../shell/services';
import type { AdminCourse } from '../adminApi';
import { LoadedTableCard } from '../LoadedTableCard';
import { useCourseDataChangedPush } from '../useDataChangedPush';
import { useVersionedLoad } from '../useLoad';
import { buildQuestions, loadGrades } from './gradesApi';
import {
  formatScore,
  gradeFileName,
  gradeSheet,
  rankGrades,
  summarizeGrades,
  summaryText,
  type RankedGrade,
} from './gradeTable';
import { stateTagProps } from '../../engine/values/stateTag';

/** The operation whose answers this card shows; a push naming it reloads the card. */
const gradesOperation: OperationId = 'getCourseGrades';

/** Props: the course as the page loaded it, and the page's refresh count. */
export interface GradesCardProps {
  course: AdminCourse;
  /** Grows whenever the page refreshes its rounds (a step, the refresh button, a round push). */
  version: number;
}

/** The course's paper grades. */
export function GradesCard({ course, version }: GradesCardProps) {
  const { api } = useServices();
  const { message, modal } = App.useApp();
  const [building, setBuilding] = useState(false);
  const [pushed, setPushed] = useState(0);
  const [exporting, setExporting] = useState(false);
  useCourseDataChangedPush(course.id, (operations) => {
    if (operations.includes(gradesOperation)) setPushed((n) => n + 1);
  });
  const grades = useVersionedLoad(
    useCallback(() => loadGrades(api, course.id), [api, course.id]),
    version + pushed,
  );
  const ranked = useMemo(() => grades.data && rankGrades(grades.data), [grades.data]);
  const rows = ranked ?? [];
  const summary = summarizeGrades(rows);

  const download = async () => {
    const sheet = gradeSheet(rows);
    setExporting(true);
    try {
      await exportToExcel(sheet.columns, sheet.rows, gradeFileName(course.name));
    } catch {
      message.error('导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  const build = () =>
    modal.confirm({
      title: '生成试卷',
      content:
        '将题库中的试题加入每位学员的试卷：已有的不重复添加，已交卷的试卷不变，所属阶段未进行的试题显示为等待生成。确定生成吗？',
      okText: '生成',
      cancelText: '取消',
      onOk: async () => {
        setBuilding(true);
        // The list holds every enrolled trainee, submitted or not.
        const outcome = await buildQuestions(api, course.id, rows.length);
        setBuilding(false);
        if (outcome.ok) {
          message.success(outcome.notice ?? '试卷已生成');
          setPushed((n) => n + 1);
        } else message.error(`生成试卷失败：${outcome.message}`);
      },
    });

  return (
    <LoadedTableCard<RankedGrade>
      title="试卷成绩"
      loaded={{ ...grades, data: ranked }}
      refreshText="刷新成绩"
      extra={
        <>
          <Typography.Text data-testid="grades-summary">{summaryText(summary)}</Typography.Text>
          <Button onClick={build} loading={building}>
            生成试卷
          </Button>
          <Button onClick={() => void download()} loading={exporting} disabled={rows.length === 0}>
            导出Excel
          </Button>
        </>
      }
      rowKey={(g) => g.userId}
      emptyText="本课程暂无学员"
      columns={[
        { title: '名次', dataIndex: 'rank', width: 70, render: (v: number | null) => v ?? '-' },
        { title: '学员', dataIndex: 'displayName' },
        { title: '用户名', dataIndex: 'userName' },
        {
          title: '企业',
          dataIndex: 'enterpriseName',
          render: (v: string | null | undefined) => v || '-',
        },
        {
          title: '得分',
          dataIndex: 'score',
          width: 90,
          align: 'right',
          render: (v: number) => formatScore(v),
        },
        {
          title: '满分',
          dataIndex: 'totalScore',
          width: 80,
          align: 'right',
          render: (v: number) => formatScore(v),
        },
        {
          title: '交卷状态',
          dataIndex: 'isSubmitted',
          width: 110,
          render: (v: boolean) =>
            v ? <Tag {...stateTagProps('positive')}>已交卷</Tag> : <Tag>未交卷</Tag>,
        },
        {
          title: '交卷时间',
          dataIndex: 'submitTime',
          width: 180,
          render: (v: unknown) => formatValue(v, { valueType: 'dateTime' }),
        },
      ]}
    />
  );
}
