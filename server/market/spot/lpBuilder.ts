// A small accumulator for sparse linear programs: columns and rows are added by index, and the result
// is the structured model data HiGHS takes (CSR), so no LP text is parsed (ranged rows in LP text were
// misread, see docs/market-rules.md).

/** Plain model data in the shape of the `highs` package's `ModelData` (compressed sparse rows). */
export interface LpModelData {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  matrix: {
    format: 'csr';
    numRows: number;
    numCols: number;
    starts: Int32Array;
    indices: Int32Array;
    values: Float64Array;
  };
  /** 0 continuous, 1 integer per column; absent for a pure LP. */
  integrality?: Int32Array;
}

/** Builds a sparse LP column by column and row by row. */
export class LpBuilder {
  private readonly cost: number[] = [];
  private readonly lower: number[] = [];
  private readonly upper: number[] = [];
  private readonly integer: boolean[] = [];
  private readonly rowLo: number[] = [];
  private readonly rowUp: number[] = [];
  private readonly starts: number[] = [0];
  private readonly indices: number[] = [];
  private readonly values: number[] = [];

  /** Adds a column and returns its index. */
  addCol(cost: number, lower: number, upper: number, integer = false): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(upper);
    this.integer.push(integer);
    return this.cost.length - 1;
  }

  /** Adds a row lower ≤ Σ coef·x ≤ upper (terms on one column are summed) and returns its index. */
  addRow(lower: number, upper: number, terms: readonly (readonly [number, number])[]): number {
    const sorted = [...terms].sort((a, b) => a[0] - b[0]);
    for (let k = 0; k < sorted.length;) {
      const col = sorted[k]![0];
      let coef = 0;
      for (; k < sorted.length && sorted[k]![0] === col; k++) coef += sorted[k]![1];
      if (coef === 0) continue;
      this.indices.push(col);
      this.values.push(coef);
    }
    this.starts.push(this.indices.length);
    this.rowLo.push(lower);
    this.rowUp.push(upper);
    return this.rowLo.length - 1;
  }

  /** Number of columns so far. */
  get numCols(): number {
    return this.cost.length;
  }

  /** Number of rows so far. */
  get numRows(): number {
    return this.rowLo.length;
  }

  /** The model as HiGHS takes it; `integrality` only when some column is integer. */
  build(): LpModelData {
    const numCols = this.cost.length;
    const numRows = this.rowLo.length;
    const model: LpModelData = {
      numCols,
      numRows,
      colCost: Float64Array.from(this.cost),
      colLower: Float64Array.from(this.lower),
      colUpper: Float64Array.from(this.upper),
      rowLower: Float64Array.from(this.rowLo),
      rowUpper: Float64Array.from(this.rowUp),
      matrix: {
        format: 'csr',
        numRows,
        numCols,
        starts: Int32Array.from(this.starts),
        indices: Int32Array.from(this.indices),
        values: Float64Array.from(this.values),
      },
    };
    if (this.integer.some(Boolean)) model.integrality = Int32Array.from(this.integer, Number);
    return model;
  }
}
