// One question on screen: number, type, category and score, the sanitised stem, the answer control
// and the machine's inline message (a validation hint, or the waiting notice of a question not
// generated yet, which has no stem to show).
import { Alert, Space, Tag, Typography } from 'antd';
import { sanitizeHtml } from '../../engine/blocks/html/sanitize';
import type { Draft, Question } from '../../machines/paperRules';
import { AnswerInput } from './AnswerInput';
import { categoryName, readableAnswer, typeNames } from './labels';
import './paper.css';
import { stateTagProps } from '../../engine/values/stateTag';

/** Props of the question view. */
export interface QuestionViewProps {
  question: Question;
  total: number;
  draft: Draft;
  /** False while the question's stage has not happened (machine state `waiting`). */
  generated: boolean;
  /** The machine's inline text for this question. */
  message: string;
  disabled: boolean;
  onAnswer(value: Draft): void;
}

/** Draws the question. */
export function QuestionView(props: QuestionViewProps) {
  const { question, total, draft, generated, message, disabled, onAnswer } = props;
  const saved = readableAnswer(question.type, question.userAnswer);
  return (
    <section aria-label={`第${question.num ?? ''}题`} className="paper-question">
      <Space wrap size={[8, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          第{question.num}题 / 共{total}题
        </Typography.Text>
        <Tag {...stateTagProps('info')}>{typeNames[question.type] ?? '试题'}</Tag>
        <Tag>{categoryName(question.category)}</Tag>
        {question.score !== undefined && (
          <Typography.Text type="secondary">（{question.score}分）</Typography.Text>
        )}
      </Space>
      {generated ? (
        <>
          <div
            className="paper-stem"
            // Stems are HTML from the question bank: sanitised like every server HTML.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(question.name) }}
          />
          <AnswerInput question={question} draft={draft} disabled={disabled} onChange={onAnswer} />
          {message && (
            <Alert type="warning" showIcon title={message} style={{ marginTop: 12 }} role="alert" />
          )}
          {saved && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              已保存答案：{saved}
            </Typography.Paragraph>
          )}
        </>
      ) : (
        <Alert type="info" showIcon title={message} />
      )}
    </section>
  );
}
