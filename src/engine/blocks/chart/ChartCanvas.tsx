// Draws an echarts option into a div; loaded on demand together with echarts itself.
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../afterPaint';
import { echarts } from './echartsCore';

/** Props of the chart canvas. */
export interface ChartCanvasProps {
  option: Record<string, unknown>;
  theme: 'light' | 'dark';
  height: number;
  /** `svg` in tests (jsdom has no canvas); `canvas` in the app. */
  renderer: 'canvas' | 'svg';
  /** Explicit width, needed where layout gives none (jsdom). */
  width?: number;
}

/** An echarts instance bound to a div, resized with the window and disposed on unmount. */
export default function ChartCanvas({ option, theme, height, renderer, width }: ChartCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const drawn = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let chart: ReturnType<typeof echarts.init> | undefined;
    const onResize = () => chart?.resize();
    const draw = () => {
      chart = echarts.init(element, theme === 'dark' ? 'dark' : undefined, {
        renderer,
        height,
        ...(width ? { width } : {}),
      });
      chart.setOption(option);
      window.addEventListener('resize', onResize);
      drawn.current = true;
    };
    // The first drawing waits for the paint of the commit that mounted the chart, so the tables
    // committed with it show first; a redraw (new rows, theme) is at once, never a blank frame.
    const cancel = drawn.current ? undefined : afterNextPaint(draw);
    if (!cancel) draw();
    return () => {
      cancel?.();
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [option, theme, height, renderer, width]);
  return <div ref={ref} role="img" aria-label="图表" style={{ width: width ?? '100%', height }} />;
}
