// The shell honours the system's "reduce motion" preference (src/shell/prefersReducedMotion.ts) by
// switching off antd's motion token: dialogs then open without their zoom, so nothing moves under the
// pointer while they open. (jsdom runs no CSS animation; the end-to-end tests run with the preference.)
import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiSettingsProvider } from '../../src/shell/uiSettings';

/** A matchMedia whose reduced-motion answer the test sets and can change later. */
function stubReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && matches;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

/** Shows antd's motion switch as the shell's components see it. */
function MotionToken() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{String(token.motion)}</output>;
}

function renderShellTheme() {
  render(
    <UiSettingsProvider>
      <MotionToken />
    </UiSettingsProvider>,
  );
  return () => screen.getByTestId('motion').textContent;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('reduced motion', () => {
  it("keeps antd's animations when the system does not ask for less motion", () => {
    stubReducedMotion(false);
    expect(renderShellTheme()()).toBe('true');
  });

  it("switches antd's animations off when the system asks for less motion", () => {
    stubReducedMotion(true);
    expect(renderShellTheme()()).toBe('false');
  });

  it('follows a change of the preference without a reload', () => {
    const setReduced = stubReducedMotion(false);
    const motion = renderShellTheme();
    act(() => setReduced(true));
    expect(motion()).toBe('false');
    act(() => setReduced(false));
    expect(motion()).toBe('true');
  });
});
