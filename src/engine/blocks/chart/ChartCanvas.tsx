// Draws an echarts option into a div; loaded on demand together with echarts itself.
import { useEffect, useRef } from 'react';
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
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = echarts.init(element, theme === 'dark' ? 'dark' : undefined, {
      renderer,
      height,
      ...(width ? { width } : {}),
    });
    chart.setOption(option);
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [option, theme, height, renderer, width]);
  return <div ref={ref} role="img" aria-label="图表" style={{ width: width ?? '100%', height }} />;
}
