// Where the "My holdings" button shows (spec section 2): every page of the main layout except the
// course list and the assets page, and only once an enterprise is chosen (holdings are its own).

/** Routes without the holdings button. */
export const routesWithoutHoldings: ReadonlySet<string> = new Set(['user-course', 'user-assets']);

/** Whether the button shows on the route named `routeName`. */
export function holdingsShown(routeName: string | undefined, hasEnterprise: boolean): boolean {
  return hasEnterprise && routeName !== undefined && !routesWithoutHoldings.has(routeName);
}
