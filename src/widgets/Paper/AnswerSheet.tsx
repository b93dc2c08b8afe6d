// The answer sheet: question numbers grouped by category, answered ones filled, the current one
// outlined, those not generated yet greyed. Every click goes to the machine (OPEN), which refuses a
// question not generated with "题目所属阶段未进行，该题等待生成中......".
import { Button, Space, Tooltip, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { paperMessages } from '../../machines/messages';
import { isAnswered, isGenerated, type Question } from '../../machines/paperRules';
import { categoryName } from './labels';

/** Props of the answer sheet. */
export interface AnswerSheetProps {
  questions: readonly Question[];
  current: number;
  /** False while nothing may be opened (saving, submitting, submitted). */
  enabled: boolean;
  onOpen(index: number): void;
}

/** How a question shows on the sheet. */
export type SheetMark = 'answered' | 'unanswered' | 'waiting';

/** The mark of a question. */
export function sheetMark(question: Question): SheetMark {
  if (!isGenerated(question)) return 'waiting';
  return isAnswered(question) ? 'answered' : 'unanswered';
}

const markText: Record<SheetMark, string> = {
  answered: '已作答',
  unanswered: '未作答',
  waiting: '待生成',
};

/** Questions by category, in paper order, each with its index on the paper. */
function groups(questions: readonly Question[]) {
  const byCategory = new Map<number, { question: Question; index: number }[]>();
  questions.forEach((question, index) => {
    const list = byCategory.get(question.category) ?? [];
    list.push({ question, index });
    byCategory.set(question.category, list);
  });
  return [...byCategory.entries()];
}

/** Draws the sheet. */
export function AnswerSheet({ questions, current, enabled, onOpen }: AnswerSheetProps) {
  const { token } = theme.useToken();
  const styleOf = (mark: SheetMark, isCurrent: boolean): CSSProperties => ({
    width: 36,
    paddingInline: 0,
    ...(mark === 'waiting'
      ? {
          background: token.colorBgContainerDisabled,
          color: token.colorTextDisabled,
          borderColor: token.colorBorder,
          cursor: 'not-allowed',
        }
      : {}),
    ...(isCurrent ? { outline: `2px solid ${token.colorPrimary}`, outlineOffset: 1 } : {}),
  });
  const answered = questions.filter(isAnswered).length;
  return (
    <nav aria-label="答题卡" className="paper-sheet">
      <Typography.Text strong>答题卡</Typography.Text>
      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
        已答 {answered} / 共 {questions.length} 题
      </Typography.Text>
      {groups(questions).map(([category, items]) => (
        // One line per category (name, then its numbers), so seven categories fit the drawer.
        <div key={category} style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Typography.Text type="secondary" style={{ flex: '0 0 64px', lineHeight: '24px' }}>
            {categoryName(category)}
          </Typography.Text>
          {/* Takes the rest of the line, so the numbers wrap inside the window. */}
          <Space wrap size={6} style={{ flex: 1, minWidth: 0 }}>
            {items.map(({ question, index }) => {
              const mark = sheetMark(question);
              const button = (
                <Button
                  size="small"
                  type={mark === 'answered' ? 'primary' : 'default'}
                  data-mark={mark}
                  aria-label={`第${question.num ?? index + 1}题（${markText[mark]}）`}
                  aria-current={index === current ? 'step' : undefined}
                  // Greyed but clickable, so the machine can say why it stays closed.
                  aria-disabled={mark === 'waiting' || !enabled}
                  style={styleOf(mark, index === current)}
                  onClick={() => enabled && onOpen(index)}
                >
                  {question.num ?? index + 1}
                </Button>
              );
              return mark === 'waiting' ? (
                <Tooltip key={question.id} title={paperMessages.notGenerated}>
                  {button}
                </Tooltip>
              ) : (
                <span key={question.id}>{button}</span>
              );
            })}
          </Space>
        </div>
      ))}
      <Space size={12} wrap style={{ marginTop: 12 }}>
        <Legend label="已作答" style={{ background: token.colorPrimary }} />
        <Legend label="未作答" style={{ border: `1px solid ${token.colorBorder}` }} />
        <Legend
          label="待生成"
          style={{
            background: token.colorBgContainerDisabled,
            border: `1px solid ${token.colorBorder}`,
          }}
        />
      </Space>
    </nav>
  );
}

function Legend({ label, style }: { label: string; style: CSSProperties }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: 2,
          marginRight: 4,
          verticalAlign: -1,
          ...style,
        }}
      />
      {label}
    </Typography.Text>
  );
}
