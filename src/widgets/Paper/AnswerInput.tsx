// The answer control of a question by type: radio buttons (single choice), checkboxes (multiple
// choice), a 20-character text box (fill in) or a numeric text box (calculation). It only reports
// what the trainee typed or ticked; checking and normalising is the paper machine's job.
import { Checkbox, Input, Radio, Space } from 'antd';
import type { Draft, Question } from '../../machines/paperRules';
import { answerLimits, questionType } from '../../machines/paperRules';
import { optionsOf } from './labels';

/** Props of the answer control. */
export interface AnswerInputProps {
  question: Question;
  draft: Draft;
  disabled: boolean;
  onChange(value: Draft): void;
}

const asText = (draft: Draft) => (typeof draft === 'string' ? draft : draft.join(','));
const asList = (draft: Draft) => (typeof draft === 'string' ? draft.split(',') : [...draft]);

/** Draws the control for the question's type. */
export function AnswerInput({ question, draft, disabled, onChange }: AnswerInputProps) {
  const label = `第${question.num ?? ''}题答案`;
  if (question.type === questionType.single || question.type === questionType.multiple) {
    const options = optionsOf(question).map((o) => ({
      value: o.value,
      label: `${o.letter}. ${o.text}`,
    }));
    if (question.type === questionType.single) {
      return (
        <Radio.Group
          aria-label={label}
          disabled={disabled}
          value={asText(draft) || undefined}
          onChange={(e) => onChange(String(e.target.value))}
        >
          <Space orientation="vertical">
            {options.map((o) => (
              <Radio key={o.value} value={o.value}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    }
    return (
      <Checkbox.Group
        aria-label={label}
        disabled={disabled}
        value={asList(draft).filter(Boolean)}
        onChange={(values) => onChange(values.map(String))}
      >
        <Space orientation="vertical">
          {options.map((o) => (
            <Checkbox key={o.value} value={o.value}>
              {o.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  }
  const calculation = question.type === questionType.calculation;
  return (
    <Input
      aria-label={label}
      disabled={disabled}
      style={{ maxWidth: 360 }}
      value={asText(draft)}
      // A text box, not InputNumber: the trainee's own digits reach the machine, which gives the
      // spec's hint for a third decimal instead of silently rounding it away.
      inputMode={calculation ? 'decimal' : 'text'}
      placeholder={
        calculation ? '请输入数字' : `请输入答案（最多${answerLimits.fillInMaxLength}字）`
      }
      {...(calculation ? {} : { maxLength: answerLimits.fillInMaxLength, showCount: true })}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
