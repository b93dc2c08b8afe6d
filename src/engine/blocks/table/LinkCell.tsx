// A table cell drawn as a link to a named route whose parameters are bound to the row (`row.FIELD`).
import type { ReactNode } from 'react';
import { resolveBindings } from '../../bindings';
import type { NavigateTarget } from '../../config/action';
import { useEngine } from '../../env';
import { routePath } from '../../routes';

/** The cell's content as a link; plain content when the route cannot be built. */
export function LinkCell({
  link,
  row,
  children,
}: {
  link: NavigateTarget;
  row: Record<string, unknown>;
  children: ReactNode;
}) {
  const { bindings, routes, navigate } = useEngine();
  const context = { ...bindings, row };
  let path: string;
  try {
    path = routePath(
      routes,
      link.route,
      resolveBindings(link.params, context),
      resolveBindings(link.query, context),
    );
  } catch {
    // An unknown route name is a config error the checker reports; the value still shows.
    return <>{children}</>;
  }
  return (
    <a
      href={path}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        navigate(path);
      }}
    >
      {children}
    </a>
  );
}
