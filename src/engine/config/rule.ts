// Visibility rules: JSON Logic (jsonlogic.com) over the documented rule context of rules/context.ts.

/**
 * A JSON Logic rule over the rule context, for example `{"in": [15, {"var": "roundTypes"}]}`; `true`
 * always shows. Row actions may also read their row (`row.FIELD`, decided per row) and blocks inside a
 * round selector the chosen round (`round.FIELD`). Variables and operators are checked when configs load.
 */
export type Rule = boolean | { [operator: string]: unknown };
