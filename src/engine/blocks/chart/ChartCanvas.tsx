// Draws an echarts option into a div; loaded on demand together with echarts itself.
import { theme as antdTheme } from 'antd';
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
  // antd's motion switch, which the shell turns off when the system asks for less motion
  // (src/shell/uiSettings.tsx): echarts' growing bars and lines follow it, as the dialogs do.
  const motion = antdTheme.useToken().token.motion !== false;
  useEffect(() => {
    const shown = motion ? option : { ...option, animation: false };
    const element = ref.current;
    if (!element) return;
    let chart: ReturnType<typeof echarts.init> | undefined;
    let optionTimer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => chart?.resize();
    const init = () => {
      chart = echarts.init(element, theme === 'dark' ? 'dark' : undefined, {
        renderer,
        height,
        ...(width ? { width } : {}),
      });
      window.addEventListener('resize', onResize);
      drawn.current = true;
      return chart;
    };
    // The first drawing waits for the paint of the commit that mounted the chart, so the tables
    // committed with it show first; a redraw (new rows, theme) is at once, never a blank frame.
    // The first drawing is also two tasks, not one (a long task for Lighthouse's TBT on a cold load,
    // bench/README.md "Branch assetstbt2"): echarts' set-up, then the option's layout and paint. Not
    // echarts' `lazyUpdate`: it draws in zrender's animation frame, where every chart of the page
    // would draw in the same task.
    const cancel = drawn.current
      ? undefined
      : afterNextPaint(() => {
          const created = init();
          optionTimer = setTimeout(() => created.setOption(shown), 0);
        });
    if (!cancel) init().setOption(shown);
    return () => {
      cancel?.();
      clearTimeout(optionTimer);
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [option, motion, theme, height, renderer, width]);
  return <div ref={ref} role="img" aria-label="图表" style={{ width: width ?? '100%', height }} />;
}
