// @vitest-environment jsdom
// rc-table asks for the scrollbar size in every table's mount; the build answers from one measurement
// per page load (src/engine/blocks/table/scrollbarSize.ts), so a page with several tables no longer
// forces a layout per table in its commit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import getScrollBarSize, {
  forgetScrollbarSize,
  getTargetScrollBarSize,
} from '../../src/engine/blocks/table/scrollbarSize';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('table scrollbar size', () => {
  it('measures once for any number of tables and gives each the same size', () => {
    forgetScrollbarSize();
    const append = vi.spyOn(document.body, 'appendChild');
    const tables = [document.createElement('div'), document.createElement('div')];
    const sizes = tables.map((t) => getTargetScrollBarSize(t));
    expect(append).toHaveBeenCalledTimes(1);
    expect(sizes[1]).toBe(sizes[0]);
    expect(getScrollBarSize()).toBe(sizes[0]!.width);
    expect(append).toHaveBeenCalledTimes(1);
    // The measuring box is gone again.
    expect(document.body.children).toHaveLength(0);
  });

  it('answers a missing or non-element target with no scrollbar, as rc-util does', () => {
    expect(getTargetScrollBarSize(null)).toEqual({ width: 0, height: 0 });
    expect(getTargetScrollBarSize({})).toEqual({ width: 0, height: 0 });
  });

  it('measures again when asked for a fresh size', () => {
    getScrollBarSize();
    const append = vi.spyOn(document.body, 'appendChild');
    getScrollBarSize(true);
    expect(append).toHaveBeenCalledTimes(1);
  });
});
