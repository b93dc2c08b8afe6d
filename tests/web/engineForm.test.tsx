// The form block: the numeric rules and select prompts of spec section 5 show their Chinese messages,
// and a valid form calls its operation with the values as numbers.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiHttp } from '../../src/api/testing/http';
import { contractHandlers } from '../../src/api/testing/handlers';
import { BlockList } from '../../src/engine/BlockList';
import type { Block } from '../../src/engine/config/block';
import { renderWithEngine, server } from './engineHarness';

configure({ asyncUtilTimeout: 8000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const form: Block = {
  type: 'form',
  fields: [
    {
      field: 'province',
      title: '省份',
      valueType: 'province',
      required: true,
      optionSource: {
        source: {
          operation: 'getProvincesByScene',
          params: { sceneId: { from: 'course.sceneId' } },
        },
        valueField: 'province',
        labelField: 'name',
      },
    },
    { field: 'price', title: '申报价格', valueType: 'price', min: 0, max: 1500, required: true },
    { field: 'volume', title: '申报电量', valueType: 'load', min: 10, max: 500, required: true },
    { field: 'timeId', title: '时段', valueType: 'integer', decimals: 0 },
  ],
  submit: {
    label: '申报',
    call: {
      operation: 'placeListingOrder',
      body: {
        roundId: { from: 'round.id' },
        price: { from: 'form.price' },
        volume: { from: 'form.volume' },
        timeId: { from: 'form.timeId' },
      },
    },
    then: { message: '申报成功' },
  },
};

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(new RegExp(label));
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /申\s*报/ }));

describe('form block', () => {
  it(
    'shows the spec messages for bad numbers and an unselected province',
    { timeout: 60_000 },
    async () => {
      server.use(...contractHandlers());
      renderWithEngine(<BlockList blocks={[form]} />);
      await screen.findByLabelText(/申报价格/);
      await fill('申报价格', '12a');
      await fill('申报电量', '5');
      await fill('时段', '1.5');
      await submit();
      // The prompt is also the select's placeholder; the error is the other occurrence.
      const notPlaceholder = { ignore: '.ant-select-placeholder, script, style' };
      expect(await screen.findByText('请选择省份', notPlaceholder)).toBeDefined();
      expect(screen.getByText('请输入数字')).toBeDefined();
      expect(screen.getByText('申报最小负荷为10MW')).toBeDefined();
      expect(screen.getByText('请填写整数')).toBeDefined();
      await fill('申报价格', '1.234');
      await fill('申报电量', '600');
      await submit();
      expect(await screen.findByText('注意保留2位小数')).toBeDefined();
      expect(screen.getByText('申报最大负荷为500MW')).toBeDefined();
      await fill('申报价格', '-1');
      await submit();
      expect(await screen.findByText('申报价格最小值为0元/MWh')).toBeDefined();
    },
  );

  it('submits valid values as numbers to the bound operation', { timeout: 60_000 }, async () => {
    let received: unknown;
    server.use(
      apiHttp.untyped.post('*/api/app/listing', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({});
      }),
      ...contractHandlers(),
    );
    const notify = vi.fn();
    renderWithEngine(<BlockList blocks={[form]} />, { notify });
    await userEvent.click(await screen.findByRole('combobox', { name: '省份' }));
    // antd's role=option nodes are for screen readers; the clickable rows are the item divs.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
    await userEvent.click(document.querySelector('.ant-select-item-option')!);
    await fill('申报价格', '350.5');
    await fill('申报电量', '120');
    await fill('时段', '8');
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('申报成功', 'success'));
    expect(received).toEqual({ roundId: 7, price: 350.5, volume: 120, timeId: 8 });
  });
});
