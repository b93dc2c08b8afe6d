// The `paperResult` widget of /user/paper/result: the published grade of the trainee's paper, with
// the total and, per question, the trainee's answer, the right answer (when the server sends it),
// whether it was right and the score earned. Before grades are published the server's message shows.
import { Alert, Button, Card, Empty, Spin, Statistic, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../api/schema.gen';
import { withoutErrorNotice } from '../../api/types';
import { errorMessage } from '../../machines/effects';
import { sortAndNumber } from '../../machines/paperRules';
import type { WidgetProps } from '../../engine/widgets';
import { useEngine } from '../../engine/env';
import { categoryName, readableAnswer, typeNames } from './labels';
import { toQuestion } from './paperActors';
import { courseIdProp, noCourseMessage } from './PaperWidget';
import { ResultQuestion } from './ResultQuestion';
import { outcomeOf, resultRows, type ResultOutcome, type ResultRow } from './resultRows';
import { stateTagProps, type TagState } from '../../engine/values/stateTag';

type PaperResult = components['schemas']['PaperResult'];
type Load = { state: 'loading' } | { state: 'failed'; message: string } | PaperResultLoaded;
interface PaperResultLoaded {
  state: 'ready';
  result: PaperResult;
  rows: ResultRow[];
}

const outcomeTag: Record<ResultOutcome, { text: string; state: TagState }> = {
  right: { text: '正确', state: 'positive' },
  wrong: { text: '错误', state: 'negative' },
  unanswered: { text: '未作答', state: 'neutral' },
  waiting: { text: '未生成', state: 'neutral' },
};

/** Shown when the call fails without a server message. */
export const resultLoadFailed = '成绩查询失败，请稍后重试';

function useResult(courseId: string | null): [Load, () => void] {
  const { client: api } = useEngine();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!courseId) return undefined;
    let live = true;
    const settle = (next: Load) => live && setLoad(next);
    api
      .GET('/api/app/courseQuestion/courseQuestionsByPublicGrade/{id}', {
        params: { path: { id: Number(courseId) } },
        // Before grades are published the server says so (400): shown here, not as a warning box.
        headers: withoutErrorNotice,
      })
      .then(({ data, error }) => {
        if (!data)
          return settle({ state: 'failed', message: errorMessage(error) ?? resultLoadFailed });
        // Numbered like the paper page numbers them (by category, then the server's order).
        const numbered = sortAndNumber(data.items.map(toQuestion));
        return settle({ state: 'ready', result: data, rows: resultRows(data.items, numbered) });
      })
      .catch(() => settle({ state: 'failed', message: resultLoadFailed }));
    return () => {
      live = false;
    };
  }, [api, courseId, attempt]);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [load, retry];
}

/** The paper result widget. */
export default function PaperResultWidget({ props }: WidgetProps) {
  const courseId = courseIdProp(props);
  const [load, retry] = useResult(courseId);
  if (!courseId) return <Empty description={noCourseMessage} />;
  if (load.state === 'loading') return <Spin aria-label="成绩加载中" />;
  if (load.state === 'failed') {
    return (
      <Alert
        type="info"
        showIcon
        title={load.message}
        action={<Button onClick={retry}>重新查询</Button>}
      />
    );
  }
  const { result, rows } = load;
  const right = rows.filter((r) => r.isRight).length;
  return (
    <section aria-label="答题结果">
      <Card size="small" style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', gap: 48, flexWrap: 'wrap' }}>
          <Statistic title="得分" value={result.score} suffix={`/ ${result.totalScore} 分`} />
          <Statistic title="答对" value={right} suffix={`/ ${result.totalCount} 题`} />
          <Statistic title="交卷状态" value={result.isSubmitted ? '已交卷' : '未交卷'} />
        </div>
      </Card>
      <Table<ResultRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 900 }}
        columns={[
          { title: '题号', dataIndex: 'num', width: 64 },
          { title: '类别', dataIndex: 'category', width: 96, render: categoryName },
          { title: '题型', dataIndex: 'type', width: 80, render: (t: number) => typeNames[t] },
          { title: '题目', key: 'name', render: (_, row) => <ResultQuestion row={row} /> },
          {
            title: '我的答案',
            key: 'mine',
            width: 120,
            render: (_, row) =>
              row.userAnswer ? (
                readableAnswer(row.type, row.userAnswer)
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          {
            title: '正确答案',
            key: 'right',
            width: 120,
            render: (_, row) => readableAnswer(row.type, row.rightAnswer) || '—',
          },
          {
            title: '结果',
            key: 'isRight',
            width: 80,
            render: (_, row) => {
              const outcome = outcomeOf(row);
              return (
                <Tag {...stateTagProps(outcomeTag[outcome].state)}>{outcomeTag[outcome].text}</Tag>
              );
            },
          },
          {
            title: '得分',
            key: 'score',
            width: 88,
            align: 'right',
            render: (_, row) => `${row.gotScore} / ${row.score}`,
          },
        ]}
      />
    </section>
  );
}
