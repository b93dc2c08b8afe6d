// Visibility rules: JSON Logic (jsonlogic.com) over the documented rule context of rules/context.ts.

/**
 * A JSON Logic rule over the rule context, for example `{"in": [15, {"var": "roundTypes"}]}`; `true`
 * always shows. Variables and operators are checked when configs load.
 */
export type Rule = boolean | { [operator: string]: unknown };
