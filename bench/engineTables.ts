// The tables the engine benchmarks render (jsdom in bench/engine.bench.ts, Chromium in the reference
// page's ?grid=engine): their table blocks, rows, and an engine environment that answers from memory.
import type { ApiClient } from '../src/api/client';
import { createApiClient } from '../src/api/client';
import type { TableBlock } from '../src/engine/blocks/table/types';
import type { Column } from '../src/engine/config/column';
import { noCourse, type EngineEnv } from '../src/engine/env';
import { emptyRuleContext } from '../src/engine/rules/context';

export type BenchRow = Record<string, unknown>;

/**
 * A row with its fixed fields and one number per key: built in a plain loop, as the reference grids
 * build theirs (bench/referencePage/SlotGrid.tsx) and as JSON.parse builds an answer's rows. Spread
 * `Object.fromEntries` pairs cost ~5× more (9 against 2 ms for 50 × 96 cold), inside the timed mount
 * and update.
 */
function benchRow(
  fields: BenchRow,
  keys: readonly string[],
  value: (k: number) => number,
): BenchRow {
  const row: BenchRow = { ...fields };
  keys.forEach((key, k) => (row[key] = value(k)));
  return row;
}

/** A table block, its rows for a run value `v`, and the column (1-based) whose first cell shows v. */
export interface BenchTable {
  block: TableBlock;
  rows: (v: number) => BenchRow[];
  valueColumn: number;
  rowCount: number;
}

/** 96 fifteen-minute slots × 50 units, the first column fixed. */
export function slotTable(): BenchTable {
  const columns: Column[] = [
    { field: 'name', title: '机组', fixed: 'left', width: 120 },
    ...Array.from({ length: 96 }, (_, s) => ({
      field: `s${s}`,
      title: `时段${s}`,
      valueType: 'load' as const,
      width: 80,
    })),
  ];
  const slots = columns.slice(1).map((c) => c.field);
  const rows = (v: number) =>
    Array.from({ length: 50 }, (_, r) =>
      benchRow({ name: `机组${r}` }, slots, (s) => r + s / 100 + v),
    );
  return {
    block: {
      type: 'table',
      source: { operation: 'bench', params: { v: { from: 'round.id' } } },
      columns,
      scrollHeight: 500,
    },
    rows,
    valueColumn: 2,
    rowCount: 50,
  };
}

/** Holdings-sized: 24 hours × 10 trade series × 20 units, two fixed columns. */
export function holdingsTable(): BenchTable {
  const columns: Column[] = [
    { field: 'unit', title: '交易单元', fixed: 'left', width: 120 },
    { field: 'series', title: '交易类型', fixed: 'left', width: 120 },
    ...Array.from({ length: 24 }, (_, h) => ({
      field: `h${h}`,
      title: `${h}时`,
      valueType: 'volume' as const,
      width: 90,
    })),
  ];
  const hours = columns.slice(2).map((c) => c.field);
  const rows = (v: number) =>
    Array.from({ length: 20 * 10 }, (_, i) =>
      benchRow(
        { unit: `单元${Math.floor(i / 10)}`, series: `交易${i % 10}` },
        hours,
        (h) => i * 1.5 + h + v,
      ),
    );
  return {
    block: {
      type: 'table',
      source: { operation: 'bench', params: { v: { from: 'round.id' } } },
      columns,
      scrollHeight: 500,
    },
    rows,
    valueColumn: 3,
    rowCount: 200,
  };
}

/** A client that is never called: the tables read through the by-id caller below. */
function idleClient(): ApiClient {
  return createApiClient({
    baseUrl: 'http://127.0.0.1',
    getToken: () => null,
    notifier: { notify: () => undefined, openModal: () => ({ close: () => undefined }) },
    onUnauthorized: () => undefined,
  });
}

/** The engine environment of a run: `round.id` is the run value the rows are built from. */
export function benchEnv(table: BenchTable): (round: number) => EngineEnv {
  const api = {
    callOperation: async (_id: string, params: Record<string, unknown>) => ({
      items: table.rows(Number(params.v)),
    }),
  };
  const client = idleClient();
  return (round) => ({
    api,
    client,
    notifier: { show: () => undefined },
    course: noCourse,
    bindings: { route: { params: {}, query: {} }, round: { id: round } },
    rules: emptyRuleContext(),
    theme: 'light',
    routes: { routes: [] },
    navigate: () => undefined,
    notify: () => undefined,
  });
}
