// The sticky header of a table without horizontal scroll, drawn by CSS alone. antd's `sticky` prop
// draws the header in a table of its own and, to line its columns up with the body's, renders a
// measure row whose cells read `offsetWidth` in a layout effect: a forced layout of the whole page and
// a second render of the table on every mount (~60–110 ms of a cold page load). A table that does not
// scroll sideways has one `<table>`, so its own header cells can stick to the top of the page instead.
// Tables that scroll sideways keep antd's sticky header: their scroll box would hold a sticky cell in.
// Put into the page once by the first table mounted, as the virtual grid's styles are.
import { useStyleElement } from '../../styleElement';

const styleId = 'pts-sticky-head';

/** The class a table gets for the CSS sticky header. */
export const stickyHeadClass = 'pts-sticky-head';

// Above the body's cells (antd's fixed columns use z-index 2) as antd's own sticky header is.
const css = `
.ant-table-wrapper.${stickyHeadClass} .ant-table-thead > tr > th {
  position: sticky;
  top: 0;
  z-index: 3;
}
`;

/** Puts the sticky header's rule into the page if no table has yet. */
export function useStickyHeadStyles(): void {
  useStyleElement(styleId, css);
}
