// Styles of the virtual grid (VirtualGrid.tsx), put into the page once by the first grid mounted.
// Colours are CSS variables set from antd's theme tokens on each grid. Cells carry classes only (no
// style object per cell): widths and pin offsets are shared objects per column (VirtualGrid.tsx).
import { useStyleElement } from '../../styleElement';

const styleId = 'pts-virtual-grid';

const css = `
.pts-grid {
  overflow: auto;
  position: relative;
  color: var(--pts-grid-color);
  font-size: var(--pts-grid-font-size);
  background: var(--pts-grid-bg);
  border-top: 1px solid var(--pts-grid-border);
}

.pts-grid-canvas {
  min-width: 100%;
}

.pts-grid-row {
  display: flex;
  height: var(--pts-grid-row-height);
}

.pts-grid-header {
  position: sticky;
  top: 0;
  z-index: 2;
  font-weight: 600;
  color: var(--pts-grid-header-color);
}

.pts-grid-cell {
  flex: none;
  box-sizing: border-box;
  padding: 8px;
  line-height: 22px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  border-bottom: 1px solid var(--pts-grid-border);
  background: var(--pts-grid-bg);
}

/* The token colours are translucent: laid over the grid's background so scrolled rows never show through. */
.pts-grid-header > .pts-grid-cell {
  background:
    linear-gradient(var(--pts-grid-header-bg), var(--pts-grid-header-bg)), var(--pts-grid-bg);
}

.pts-grid-spacer {
  flex: none;
}

.pts-grid-right {
  text-align: right;
  font-variant-numeric: tabular-nums;
}

/* Numbers that surely fit their width are not clipped (VirtualGrid.tsx: a clip per cell doubled an update's layout and paint). */
.pts-grid-right:not(.pts-grid-clipped) {
  overflow: visible;
  text-overflow: clip;
}

.pts-grid-pinned-left,
.pts-grid-pinned-right {
  position: sticky;
  z-index: 1;
}

.pts-grid-pinned-left {
  box-shadow: inset -1px 0 0 var(--pts-grid-border);
}

.pts-grid-pinned-right {
  box-shadow: inset 1px 0 0 var(--pts-grid-border);
}

.pts-grid-selectable {
  cursor: pointer;
}

.pts-grid-row:not(.pts-grid-header):hover > .pts-grid-cell {
  background:
    linear-gradient(var(--pts-grid-hover-bg), var(--pts-grid-hover-bg)), var(--pts-grid-bg);
}

.pts-grid-row.pts-grid-selected > .pts-grid-cell {
  background:
    linear-gradient(var(--pts-grid-selected-bg), var(--pts-grid-selected-bg)), var(--pts-grid-bg);
}
`;

/** Adds the grid's style element to the document unless it is there already. */
export function useVirtualGridStyles(): void {
  useStyleElement(styleId, css);
}
