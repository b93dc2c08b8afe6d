// The chart canvas (src/engine/blocks/chart/ChartCanvas.tsx) draws its first chart after the paint of
// the commit that mounted it, so tables committed with it show before echarts' set-up; a redraw with new
// rows is immediate, so the old chart never gives way to a blank frame. The first drawing is two tasks:
// echarts' set-up, then the option (one long task on a cold load before).
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ChartCanvas from '../../src/engine/blocks/chart/ChartCanvas';

const option = (values: number[]) => ({
  xAxis: { type: 'category', data: values.map((_, i) => String(i)) },
  yAxis: { type: 'value' },
  series: [{ type: 'line', data: values }],
});

afterEach(cleanup);

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

describe("chart canvas's first drawing", () => {
  it('sets echarts up in one task and draws the option in a later one, so neither is one long task', async () => {
    const seen: Array<{ svg: boolean; paths: number }> = [];
    const view = render(
      <ChartCanvas
        option={option([1, 2, 3])}
        theme="light"
        height={200}
        renderer="svg"
        width={400}
      />,
    );
    const box = view.getByRole('img', { name: '图表' });
    // A MutationObserver's callback runs after the task that changed the box: what one task left.
    const observer = new MutationObserver(() =>
      seen.push({
        svg: box.querySelector('svg') !== null,
        paths: box.querySelectorAll('path').length,
      }),
    );
    observer.observe(box, { childList: true, subtree: true, attributes: true });
    await waitFor(() => expect(box.querySelectorAll('path').length).toBeGreaterThan(0));
    observer.disconnect();
    expect(seen[0]).toEqual({ svg: true, paths: 0 });
  });
});
