// The 96 slots × 50 rows table of the pageLoad bench: mounts it (plain or antd's virtual table), then
// changes every cell once (after updateAfterMs at rest), and leaves both times on window.slotGridTimes for the bench to read.
import { useEffect, useRef, useState } from 'react';
import { Table } from 'antd';
import { updateAfterMs } from './GridFrame';

const SLOTS = 96;
const ROWS = 50;

type SlotRow = { key: number; name: string } & Record<string, number | string>;

function makeRows(shift: number): SlotRow[] {
  return Array.from({ length: ROWS }, (_, r) => {
    const row: SlotRow = { key: r, name: `机组${r + 1}` };
    for (let s = 0; s < SLOTS; s++)
      row[`s${s}`] = Math.round((300 + ((r * 7 + s + shift) % 97)) * 10) / 10;
    return row;
  });
}

const columns = [
  { title: '机组', dataIndex: 'name', fixed: 'left' as const, width: 90 },
  ...Array.from({ length: SLOTS }, (_, s) => ({
    title: `${s + 1}`,
    dataIndex: `s${s}`,
    width: 64,
  })),
];

declare global {
  interface Window {
    slotGridTimes?: { mountMs: number; updateMs: number };
  }
}

/** Renders the grid and times its mount (its first render to after paint) and one full update. */
export function SlotGrid({ virtual }: { virtual: boolean }) {
  const [started] = useState(() => performance.now());
  const [shift, setShift] = useState(0);
  const mountMs = useRef(0);
  const updateStart = useRef(0);
  useEffect(() => {
    // After the browser painted the committed table.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (shift === 0) {
          mountMs.current = performance.now() - started;
          setTimeout(() => {
            updateStart.current = performance.now();
            setShift(1);
          }, updateAfterMs);
        } else {
          window.slotGridTimes = {
            mountMs: mountMs.current,
            updateMs: performance.now() - updateStart.current,
          };
        }
      }, 0),
    );
  }, [shift, started]);
  return (
    <Table<SlotRow>
      columns={columns}
      dataSource={makeRows(shift)}
      pagination={false}
      size="small"
      virtual={virtual}
      scroll={{ x: 90 + SLOTS * 64, y: 600 }}
    />
  );
}
