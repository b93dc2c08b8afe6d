// The text box an action with a `prompt` shows in its confirm dialog (a refusal's 拒绝原因): the dialog's
// content is drawn once, so what is typed is reported to the caller rather than held as state here.
import { Input, Space, Typography } from 'antd';
import { useId } from 'react';
import type { ActionPrompt } from './config/action';

/** The labelled box; `onChange` gets the text on every keystroke. */
export function ActionPromptInput({
  prompt,
  onChange,
}: {
  prompt: ActionPrompt;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <Space
      orientation="vertical"
      size={4}
      // The character count hangs below the box: room for it above the dialog's buttons.
      style={{ width: '100%', marginTop: 8, marginBottom: prompt.maxLength ? 20 : 0 }}
    >
      <Typography.Text>
        <label htmlFor={id}>{prompt.title}</label>
      </Typography.Text>
      <Input.TextArea
        id={id}
        autoSize={{ minRows: 2, maxRows: 4 }}
        {...(prompt.placeholder ? { placeholder: prompt.placeholder } : {})}
        {...(prompt.maxLength ? { maxLength: prompt.maxLength, showCount: true } : {})}
        onChange={(e) => onChange(e.target.value)}
      />
    </Space>
  );
}
