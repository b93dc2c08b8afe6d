// submitForm: what a declaration form gets back from its submission, whatever the server does.
import { describe, expect, it } from 'vitest';
import { submitForm } from './formSubmission';

const fallback = '申报提交失败，请稍后重试';

describe('submitForm', () => {
  it('answers the stored value when the server accepts', async () => {
    await expect(submitForm(async () => ({ data: { id: 7 } }), fallback)).resolves.toEqual({
      ok: true,
      value: { id: 7 },
    });
  });

  it("answers the server's message and the members its validation errors name", async () => {
    const error = {
      error: {
        message: '峰时段：申报电量超过剩余额度',
        validationErrors: [{ message: 'x', members: ['items[0].volume', 'items[1].volume'] }],
      },
    };
    await expect(submitForm(async () => ({ error }), fallback)).resolves.toEqual({
      ok: false,
      message: '峰时段：申报电量超过剩余额度',
      members: ['items[0].volume', 'items[1].volume'],
    });
  });

  it('answers the fallback when the refusal carries no message (a bare 500)', async () => {
    await expect(submitForm(async () => ({ error: '' }), fallback)).resolves.toEqual({
      ok: false,
      message: fallback,
      members: [],
    });
  });

  it('answers the network message instead of throwing when no answer came', async () => {
    const send = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(submitForm(send, fallback)).resolves.toEqual({
      ok: false,
      message: '网络异常或请求超时，请稍后再试',
      members: [],
    });
  });
});
