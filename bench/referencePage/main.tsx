// The reference page of bench/pageLoad.bench.ts: plain React 19 + antd 6, a 20-row table from memory,
// no router, no data layer. What a data page of the product is measured against.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { GridFrame } from './GridFrame';
import { SlotGrid } from './SlotGrid';

interface Row {
  key: number;
  name: string;
  unit: string;
  volume: number;
  price: number;
}

const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({
  key: i,
  name: `企业${i + 1}`,
  unit: `机组${(i % 4) + 1}`,
  volume: 100 + i * 12.5,
  price: 350 + (i % 7) * 3.5,
}));

const columns = [
  { title: '企业', dataIndex: 'name' },
  { title: '机组', dataIndex: 'unit' },
  { title: '电量（MWh）', dataIndex: 'volume' },
  { title: '电价（元/MWh）', dataIndex: 'price' },
];

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = (page: ReactNode) =>
  root.render(
    <StrictMode>
      <ConfigProvider locale={zhCN}>{page}</ConfigProvider>
    </StrictMode>,
  );

// ?grid=plain, ?grid=virtual or ?grid=engine: the 96 × 50 slot table instead of the 20-row page.
const grid = new URLSearchParams(location.search).get('grid');
if (grid === 'engine') {
  // The product's table block, loaded only here so the reference page stays bare. Its chunk is loaded
  // before the first render rather than under Suspense: React holds back a boundary's content for up
  // to 300 ms after its fallback showed, a delay that would land inside the grid's mount time.
  void import('./EngineGrid').then(({ default: EngineGrid }) => render(<EngineGrid />));
} else if (grid) {
  render(
    <GridFrame>
      <SlotGrid virtual={grid === 'virtual'} />
    </GridFrame>,
  );
} else {
  render(<Table<Row> columns={columns} dataSource={rows} pagination={false} />);
}
