// The chart canvas (src/engine/blocks/chart/ChartCanvas.tsx) draws its first chart after the paint of
// the commit that mounted it, so tables committed with it show before echarts' set-up; a redraw with new
// rows is immediate, so the old chart never gives way to a blank frame.
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChartCanvas from '../../src/engine/blocks/chart/ChartCanvas';

const option = (values: number[]) => ({
  xAxis: { type: 'category', data: values.map((_, i) => String(i)) },
  yAxis: { type: 'value' },
  series: [{ type: 'line', data: values }],
});

describe('chart canvas', () => {
  it('draws nothing in the mounting commit, then the chart after the paint; redraws at once', async () => {
    const first = option([1, 2, 3]);
    const view = render(
      <ChartCanvas option={first} theme="light" height={200} renderer="svg" width={400} />,
    );
    const box = view.getByRole('img', { name: '图表' });
    expect(box.querySelector('svg')).toBeNull();
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    const second = option([4, 5, 6]);
    act(() => {
      view.rerender(
        <ChartCanvas option={second} theme="light" height={200} renderer="svg" width={400} />,
      );
    });
    expect(box.querySelector('svg')).not.toBeNull();
  });
});
