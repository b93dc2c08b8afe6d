// A small accumulator for sparse linear programs: columns and rows are added by index, and the result
// is the structured model data HiGHS takes (CSR), so no LP text is parsed (ranged rows in LP text were
// misread, see docs/market-rules.md). Everything lives in typed arrays sized from the caller's counts (they
// still grow if the counts were short) and a row is written term by term, so building a day's model
// allocates no object per coefficient and copies no array.

/** Rows in the compressed sparse row form HiGHS takes. */
export interface CsrMatrix {
  format: 'csr';
  numRows: number;
  numCols: number;
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
}

/** Plain model data in the shape of the `highs` package's `ModelData` (compressed sparse rows). */
export interface LpModelData {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  matrix: CsrMatrix;
  /** 0 continuous, 1 integer per column; absent for a pure LP. */
  integrality?: Int32Array;
  /**
   * The part of each column's cost that only breaks ties (absent when none): the solver reports the
   * objective and the row duals without it.
   */
  tieBreak?: Float64Array;
  /**
   * A MILP's starting point (absent for none): values of some columns, e.g. the integer ones, which
   * HiGHS completes by an LP and keeps as its first incumbent.
   */
  mipStart?: { cols: Int32Array; values: Float64Array };
}

/** Rows to append to a model already in the solver (lazy line limits). */
export interface LpRowBlock {
  /** Whether the next solve should start afresh rather than from the last basis. */
  restart?: boolean;
  lower: Float64Array;
  upper: Float64Array;
  matrix: CsrMatrix;
}

/** How many columns, rows and matrix entries a model will have, as far as its builder knows up front. */
export interface LpSize {
  cols: number;
  rows: number;
  entries: number;
}

/** A Float64Array with room for `capacity` values that doubles when full. */
class F64 {
  data: Float64Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Float64Array(Math.max(16, capacity));
  }
  push(x: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }
  slice(from = 0): Float64Array {
    return this.data.slice(from, this.length);
  }
  /** The values so far, as a view (the builder only ever appends after it). */
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

/** An Int32Array with room for `capacity` values that doubles when full. */
class I32 {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(x: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }
  slice(from = 0): Int32Array {
    return this.data.slice(from, this.length);
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/**
 * Builds a sparse LP column by column and row by row (a row: `term` calls, then `addRow`). `size` sizes
 * the arrays up front: on the day-ahead model, growing them by doubling and copying them out at the end
 * was a tenth of the build.
 */
export class LpBuilder {
  private readonly cost: F64;
  private readonly lower: F64;
  private readonly upper: F64;
  private readonly integer: I32;
  private anyInteger = false;
  private readonly tie: F64;
  private anyTie = false;
  private readonly rowLo: F64;
  private readonly rowUp: F64;
  private readonly starts: I32;
  private readonly indices: I32;
  private readonly values: F64;
  /** Start of the open row in `indices`, and whether its columns are strictly increasing so far. */
  private rowStart = 0;
  private ordered = true;

  constructor(size: LpSize = { cols: 1024, rows: 1024, entries: 4096 }) {
    this.cost = new F64(size.cols);
    this.lower = new F64(size.cols);
    this.upper = new F64(size.cols);
    this.integer = new I32(size.cols);
    this.tie = new F64(size.cols);
    this.rowLo = new F64(size.rows);
    this.rowUp = new F64(size.rows);
    this.starts = new I32(size.rows + 1);
    this.indices = new I32(size.entries);
    this.values = new F64(size.entries);
    this.starts.push(0);
  }

  /** Adds a column and returns its index; `tieBreak` is the part of `cost` that only breaks ties. */
  addCol(cost: number, lower: number, upper: number, integer = false, tieBreak = 0): number {
    this.cost.push(cost);
    this.tie.push(tieBreak);
    if (tieBreak !== 0) this.anyTie = true;
    this.lower.push(lower);
    this.upper.push(upper);
    this.integer.push(integer ? 1 : 0);
    if (integer) this.anyInteger = true;
    return this.cost.length - 1;
  }

  /** Adds coef·x[col] to the open row (terms on one column are summed when the row closes). */
  term(col: number, coef: number): void {
    if (coef === 0) return;
    const n = this.indices.length;
    if (n > this.rowStart && this.indices.data[n - 1]! >= col) this.ordered = false;
    this.indices.push(col);
    this.values.push(coef);
  }

  /** Closes the open row as lower ≤ Σ coef·x ≤ upper and returns its index. */
  addRow(lower: number, upper: number): number {
    if (!this.ordered) this.sortOpenRow(this.rowStart);
    this.ordered = true;
    this.rowStart = this.indices.length;
    this.starts.push(this.rowStart);
    this.rowLo.push(lower);
    this.rowUp.push(upper);
    return this.rowLo.length - 1;
  }

  /** Sorts the open row's terms by column, sums repeats and drops zeros (rows over several buses). */
  private sortOpenRow(start: number): void {
    const n = this.indices.length - start;
    const cols = this.indices.data.slice(start, start + n);
    const coefs = this.values.data.slice(start, start + n);
    const order = Int32Array.from({ length: n }, (_, k) => k).sort(
      (a, b) => (cols[a] ?? 0) - (cols[b] ?? 0),
    );
    this.indices.length = start;
    this.values.length = start;
    for (let k = 0; k < n;) {
      const col = cols[order[k]!]!;
      let coef = 0;
      for (; k < n && cols[order[k]!] === col; k++) coef += coefs[order[k]!]!;
      if (coef === 0) continue;
      this.indices.push(col);
      this.values.push(coef);
    }
  }

  /** Number of columns so far. */
  get numCols(): number {
    return this.cost.length;
  }

  /** Number of rows so far. */
  get numRows(): number {
    return this.rowLo.length;
  }

  /** The rows from `firstRow` on, to append to a model holding the rows before them. */
  rowsFrom(firstRow: number): LpRowBlock {
    const base = this.starts.data[firstRow] ?? 0;
    const starts = this.starts.slice(firstRow);
    for (let i = 0; i < starts.length; i++) starts[i] = (starts[i] ?? 0) - base;
    const numRows = this.rowLo.length - firstRow;
    return {
      lower: this.rowLo.slice(firstRow),
      upper: this.rowUp.slice(firstRow),
      matrix: {
        format: 'csr',
        numRows,
        numCols: this.cost.length,
        starts,
        indices: this.indices.slice(base),
        values: this.values.slice(base),
      },
    };
  }

  /**
   * The model as HiGHS takes it; `integrality` only when some column is integer. The arrays are views on
   * the builder's own (rows added later are written after them, never into them).
   */
  build(): LpModelData {
    const numCols = this.cost.length;
    const numRows = this.rowLo.length;
    const model: LpModelData = {
      numCols,
      numRows,
      colCost: this.cost.view(),
      colLower: this.lower.view(),
      colUpper: this.upper.view(),
      rowLower: this.rowLo.view(),
      rowUpper: this.rowUp.view(),
      matrix: {
        format: 'csr',
        numRows,
        numCols,
        starts: this.starts.view(),
        indices: this.indices.view(),
        values: this.values.view(),
      },
    };
    if (this.anyInteger) model.integrality = this.integer.view();
    if (this.anyTie) model.tieBreak = this.tie.view();
    return model;
  }
}
