import { describe, expect, it } from 'vitest';
import { serverMessage } from '../../src/api/serverMessage';

/** An ABP error response with a top message and field messages. */
function abpResponse(message: string, fields: string[] = []): Response {
  const validationErrors = fields.map((m) => ({ message: m, members: ['price'] }));
  return Response.json(
    {
      error: {
        code: null,
        message,
        details: null,
        validationErrors: fields.length ? validationErrors : null,
      },
    },
    { status: 400 },
  );
}

describe('serverMessage: ABP message and validation errors', () => {
  it('keeps the top message and the field messages when they differ', async () => {
    expect(await serverMessage(abpResponse('请求无效', ['申报电量必须大于 0']), '无')).toBe(
      '请求无效：申报电量必须大于 0',
    );
  });

  it('says a field message once when the top message repeats it', async () => {
    const text = '申报价格最大值为1500元/MWh';
    expect(await serverMessage(abpResponse(text, [text]), '无')).toBe(text);
  });

  it('drops the top message when a field message contains it, and a field the top message contains', async () => {
    expect(await serverMessage(abpResponse('申报价格', ['申报价格最大值为1500元/MWh']), '无')).toBe(
      '申报价格最大值为1500元/MWh',
    );
    expect(
      await serverMessage(
        abpResponse('请求无效：申报价格最大值为1500元/MWh', ['申报价格最大值为1500元/MWh']),
        '无',
      ),
    ).toBe('请求无效：申报价格最大值为1500元/MWh');
  });

  it('lists repeated field messages once', async () => {
    expect(
      await serverMessage(
        abpResponse('请求无效', ['申报电量必须大于 0', '申报电量必须大于 0', '请选择对方企业']),
        '无',
      ),
    ).toBe('请求无效：申报电量必须大于 0；请选择对方企业');
  });

  it('falls back when the body says nothing', async () => {
    expect(await serverMessage(abpResponse(''), '请求有误')).toBe('请求有误');
  });
});
