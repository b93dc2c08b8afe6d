// The scrollbar size rc-table (antd's Table) asks for, measured once per page load instead of once
// per table. rc-table measures in a layout effect of every table's mount: it appends a scroll box to
// the page and reads its size, which forces the style and layout of all the commit added (47–77 ms of
// a cold /user/assets load's signed-in commit; bench/README.md, "Branch assetstbt"). The build puts
// this module in place of @rc-component/util's measurement (scripts/tableScrollbarSize.ts).
// One size holds for every table: rc-table measures per table so that a table whose CSS restyles its
// scrollbar's width (`scrollbar-width`, `::-webkit-scrollbar`) gets that width; the platform's tables
// set only the scrollbar's colour (antd's table style), which does not change its size.

/** Width of a vertical scrollbar and height of a horizontal one, in CSS pixels. */
export interface ScrollbarSize {
  width: number;
  height: number;
}

function measure(): ScrollbarSize {
  const box = document.createElement('div');
  box.style.cssText =
    'position:absolute;left:0;top:0;width:100px;height:100px;overflow:scroll;visibility:hidden';
  document.body.appendChild(box);
  const size = {
    width: box.offsetWidth - box.clientWidth,
    height: box.offsetHeight - box.clientHeight,
  };
  document.body.removeChild(box);
  return size;
}

let measured: ScrollbarSize | undefined;

/** The page's scrollbar size, measured on the first call. */
export function pageScrollbarSize(): ScrollbarSize {
  measured ??= measure();
  return measured;
}

// Measured as this module loads (with the table's code, before any table renders), while the page
// holds no more than the start screen: the forced layout then costs next to nothing.
if (typeof document !== 'undefined' && document.body) pageScrollbarSize();

/** @rc-component/util's `getScrollBarSize`: the scrollbar width (`fresh` measures again). */
export default function getScrollBarSize(fresh?: boolean): number {
  if (typeof document === 'undefined') return 0;
  if (fresh) measured = undefined;
  return pageScrollbarSize().width;
}

/** @rc-component/util's `getTargetScrollBarSize`: the scrollbar size of a scroll box in the page. */
export function getTargetScrollBarSize(target: unknown): ScrollbarSize {
  if (typeof document === 'undefined' || !(target instanceof Element))
    return { width: 0, height: 0 };
  return pageScrollbarSize();
}

/** Forgets the measured size (tests). */
export function forgetScrollbarSize(): void {
  measured = undefined;
}
