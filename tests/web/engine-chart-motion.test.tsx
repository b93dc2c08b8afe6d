// Charts follow the shell's reduced-motion switch (antd's motion token, off when the system asks for
// less motion: src/shell/uiSettings.tsx): echarts then draws the final chart at once, without its
// growing bars and lines, as antd's dialogs open without their zoom.
import { cleanup, render, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import ChartCanvas from '../../src/engine/blocks/chart/ChartCanvas';
import { echarts } from '../../src/engine/blocks/chart/echartsCore';

const option = {
  xAxis: { type: 'category', data: ['1', '2', '3'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [1, 2, 3] }],
};

afterEach(cleanup);

/** The animation setting echarts drew the chart with, once it has drawn. */
async function drawnAnimation(motion: boolean): Promise<unknown> {
  const view = render(
    <ConfigProvider theme={{ token: { motion } }}>
      <ChartCanvas option={option} theme="light" height={200} renderer="svg" width={400} />
    </ConfigProvider>,
  );
  const box = view.getByRole('img', { name: '图表' });
  await waitFor(() => expect(box.querySelectorAll('path').length).toBeGreaterThan(0));
  const chart = echarts.getInstanceByDom(box as HTMLElement);
  return (chart?.getOption() as { animation?: unknown } | undefined)?.animation;
}

describe('chart motion', () => {
  it('animates the first drawing under antd’s motion', async () => {
    expect(await drawnAnimation(true)).not.toBe(false);
  });

  it('draws without animation when the shell has switched motion off', async () => {
    expect(await drawnAnimation(false)).toBe(false);
  });
});
