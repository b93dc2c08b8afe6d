// The 96 slots × 50 rows table rendered by the product's table block (engine, query cache, value
// types, a virtual grid past a screen of rows) instead of a bare antd Table; timed like SlotGrid: mount
// (render start to after paint with the rows) and one full update (the round binding changes, new rows
// load; started once the grid has been at rest on screen for updateAfterMs). Render start is this
// component's first render, after its lazy chunk arrived (as SlotGrid's code is already in the page
// when its clock starts) and the page frame painted (GridFrame.tsx).
import { ConfigProvider } from 'antd';
import { useEffect, useRef, useState } from 'react';
// As in the product (src/main.tsx): antd's prebuilt styles, the theme in zero-runtime mode.
import 'antd/dist/antd.css';
import { BlockList } from '../../src/engine/BlockList';
import { EngineProvider } from '../../src/engine/EngineProvider';
import { createQueryClient } from '../../src/engine/query/queryClient';
import { benchEnv, slotTable } from '../engineTables';
import { GridFrame, updateAfterMs } from './GridFrame';

const table = slotTable();
const envOf = benchEnv(table);
const queryClient = createQueryClient();
const zeroRuntime = { zeroRuntime: true };

/**
 * The first value cell shows the run value v as "v.00" once the rows of run v are on screen. The
 * selector fits antd's rows (plain or virtual) and the virtual grid's ARIA rows.
 */
function shows(v: number): boolean {
  const cell = document.querySelector(
    `.ant-table-row > .ant-table-cell:nth-child(${table.valueColumn}), [role="row"][aria-rowindex="2"] > [aria-colindex="${table.valueColumn}"]`,
  );
  return cell?.textContent === `${v}.00`;
}

/** Calls `done` after the browser painted a frame in which `ready()` holds. */
function afterPaintWhen(ready: () => boolean, done: () => void): () => void {
  let frame = 0;
  const tick = () => {
    if (ready()) setTimeout(done, 0);
    else frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** The engine's grid in the bench's page frame, under the product's theme settings. */
export default function EngineGridPage() {
  return (
    <ConfigProvider theme={zeroRuntime}>
      <GridFrame>
        <EngineGrid />
      </GridFrame>
    </ConfigProvider>
  );
}

/** Renders the engine's grid and leaves mount and update times on window.slotGridTimes. */
function EngineGrid() {
  const [started] = useState(() => {
    // Marks for bench/gridProfile.ts, which splits its trace at them.
    performance.mark('grid-mount');
    return performance.now();
  });
  const [round, setRound] = useState(0);
  const mountMs = useRef(0);
  const updateStart = useRef(0);
  useEffect(
    () =>
      afterPaintWhen(
        () => shows(round),
        () => {
          if (round === 0) {
            mountMs.current = performance.now() - started;
            setTimeout(() => {
              updateStart.current = performance.now();
              performance.mark('grid-update');
              setRound(1);
            }, updateAfterMs);
          } else {
            performance.mark('grid-done');
            window.slotGridTimes = {
              mountMs: mountMs.current,
              updateMs: performance.now() - updateStart.current,
            };
          }
        },
      ),
    [round, started],
  );
  return (
    <EngineProvider env={envOf(round)} queryClient={queryClient}>
      <BlockList blocks={[table.block]} />
    </EngineProvider>
  );
}
