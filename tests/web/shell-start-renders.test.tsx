// The app's start (src/App.tsx): the start machine's steps (configuration, restored state, mount)
// re-render only the start gate, not the theme's ConfigProvider and the notifier's antd App above it,
// which each re-render cost the signed-in page's first render again.
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as UiSettings from '../../src/shell/uiSettings';
import { renderApp, setupShellServer } from './shellHarness';

const renders = vi.hoisted(() => ({ uiSettings: 0 }));

vi.mock('../../src/shell/uiSettings', async (original) => {
  const actual = await original<typeof UiSettings>();
  function CountedUiSettingsProvider({ children }: { children: ReactNode }) {
    renders.uiSettings += 1;
    return <actual.UiSettingsProvider>{children}</actual.UiSettingsProvider>;
  }
  return { ...actual, UiSettingsProvider: CountedUiSettingsProvider };
});

setupShellServer();

describe('app start', () => {
  it('renders the theme provider once from the start spinner to the signed-in page', async () => {
    renderApp('/user/assets');
    await screen.findByTestId('header-course', {}, { timeout: 10_000 });
    expect(renders.uiSettings).toBe(1);
  });
});
