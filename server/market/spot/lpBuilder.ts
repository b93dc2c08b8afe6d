// A small accumulator for sparse linear programs: columns and rows are added by index, and the result
// is the structured model data HiGHS takes (CSR), so no LP text is parsed (ranged rows in LP text were
// misread, see docs/market-rules.md). Everything lives in growing typed arrays and a row is written term
// by term, so building a day's model allocates no object per coefficient.

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
}

/** Rows to append to a model already in the solver (lazy line limits). */
export interface LpRowBlock {
  /** Whether the next solve should start afresh rather than from the last basis. */
  restart?: boolean;
  lower: Float64Array;
  upper: Float64Array;
  matrix: CsrMatrix;
}

/** A growing Float64Array (doubling), read back as a trimmed copy. */
class F64 {
  data = new Float64Array(1024);
  length = 0;
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
}

/** A growing Int32Array (doubling). */
class I32 {
  data = new Int32Array(1024);
  length = 0;
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
}

/** Builds a sparse LP column by column and row by row (a row: `term` calls, then `addRow`). */
export class LpBuilder {
  private readonly cost = new F64();
  private readonly lower = new F64();
  private readonly upper = new F64();
  private readonly integer = new I32();
  private anyInteger = false;
  private readonly rowLo = new F64();
  private readonly rowUp = new F64();
  private readonly starts = new I32();
  private readonly indices = new I32();
  private readonly values = new F64();
  /** Whether the open row's columns are strictly increasing so far (else it is sorted on close). */
  private ordered = true;

  constructor() {
    this.starts.push(0);
  }

  /** Adds a column and returns its index. */
  addCol(cost: number, lower: number, upper: number, integer = false): number {
    this.cost.push(cost);
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
    const start = this.starts.data[this.starts.length - 1] ?? 0;
    if (n > start && (this.indices.data[n - 1] ?? -1) >= col) this.ordered = false;
    this.indices.push(col);
    this.values.push(coef);
  }

  /** Closes the open row as lower ≤ Σ coef·x ≤ upper and returns its index. */
  addRow(lower: number, upper: number): number {
    const start = this.starts.data[this.starts.length - 1] ?? 0;
    if (!this.ordered) this.sortOpenRow(start);
    this.ordered = true;
    this.starts.push(this.indices.length);
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

  /** The model as HiGHS takes it; `integrality` only when some column is integer. */
  build(): LpModelData {
    const numCols = this.cost.length;
    const numRows = this.rowLo.length;
    const model: LpModelData = {
      numCols,
      numRows,
      colCost: this.cost.slice(),
      colLower: this.lower.slice(),
      colUpper: this.upper.slice(),
      rowLower: this.rowLo.slice(),
      rowUpper: this.rowUp.slice(),
      matrix: {
        format: 'csr',
        numRows,
        numCols,
        starts: this.starts.slice(),
        indices: this.indices.slice(),
        values: this.values.slice(),
      },
    };
    if (this.anyInteger) model.integrality = this.integer.slice();
    return model;
  }
}
