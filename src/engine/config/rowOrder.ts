// The order a table shows its rows in when it is not the order the operation answers: the contract's
// lists of orders and trades come oldest first, while a trader wants the newest on top.
/** Sorts a table's rows by one field before paging. */
export interface RowOrder {
  /** Row field compared (dotted path allowed), e.g. `id`, which grows with every new order or trade. */
  field: string;
  /** `true` puts the largest value first (newest first by `id`); smallest first when left out. */
  descending?: boolean;
}
