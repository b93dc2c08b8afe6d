// Data sources and parameter bindings: a config names an operation of the contract and takes each
// parameter either from a fixed context path or from a literal value. No expressions, no templates.

/**
 * A context path: `route.params.NAME`, `route.query.NAME`, `form.NAME`, `row.FIELD` (the row of a row
 * action, link column or detail panel; dotted paths allowed), or one of the documented fields of `user`,
 * `course`, `round` (the round chosen by the enclosing round selector), `currentRound` (the course's
 * current round, anywhere), `enterprise` and `province` (see bindingRoots).
 * @pattern ^(route\.params|route\.query|form)\.[A-Za-z_][A-Za-z0-9_]*$|^row\.[A-Za-z_][A-Za-z0-9_.]*$|^(user|course|round|currentRound|enterprise|province)\.[A-Za-z_][A-Za-z0-9_]*$
 */
export type ContextPath = string;

/** Takes a value from the page context at the time of the call. */
export interface PathBinding {
  /** Context path the value is read from, for example `route.params.id` or `course.id`. */
  from: ContextPath;
}

/** A fixed value written into the config. */
export interface LiteralBinding {
  /** The literal value passed as is. */
  value: string | number | boolean;
}

/** Where one parameter's value comes from. */
export type Binding = PathBinding | LiteralBinding;

/** An operationId of the contract (openapi/); the written schema lists them for editor completion. */
export type OperationId = string;

/** Calls one operation of the API contract with bound parameters. */
export interface DataSource {
  /** operationId of the contract (openapi/), for example `getCourse`. */
  operation: OperationId;
  /** Path and query parameters by name, each bound to a context path or a literal. */
  params?: Record<string, Binding>;
  /** Request-body properties by name, each bound to a context path or a literal. */
  body?: Record<string, Binding>;
  /** Dotted path to the rows inside the response when it is not the response itself or its `items`. */
  itemsPath?: string;
}

/** Fields each non-route context root offers to bindings, documented in the designer reference. */
export const bindingRoots = {
  user: ['id', 'name', 'userName', 'currentCourseId', 'adminCourseId'],
  course: ['id', 'name', 'courseType', 'sceneId', 'typeCurveId'],
  round: ['id', 'name', 'type', 'status', 'year', 'month', 'day', 'cycle', 'courseId'],
  currentRound: ['id', 'name', 'type', 'status', 'year', 'month', 'day', 'cycle', 'courseId'],
  enterprise: ['id', 'name', 'province', 'provinceName', 'isBuyer'],
  province: ['province', 'name'],
} as const;

/** A context root with a fixed list of fields. */
export type BindingRoot = keyof typeof bindingRoots;
