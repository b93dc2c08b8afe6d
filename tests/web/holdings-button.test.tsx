// The "My holdings" button (spec section 2): hidden on the course list and the assets page, shown on
// the other pages of the layout at the right edge half-way down (clear of the exam drawer's 答题 in the
// bottom right corner), draggable without opening, and opening the modal on a click.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdingsButton, modal, serveHoldings, wait } from './holdingsHarness';
import { renderApp, setupShellServer } from './shellHarness';

setupShellServer();

const go = (path: string) => {
  window.history.pushState(null, '', path);
  fireEvent(window, new PopStateEvent('popstate'));
};
// The layout has drawn and the enterprise is chosen once the header names the course.
const settle = async () => {
  await screen.findByTestId('header-course', {}, wait);
  await new Promise((r) => setTimeout(r, 500));
};

describe('holdings button', () => {
  it('is hidden on user-course and user-assets and shown on other pages', async () => {
    serveHoldings();
    renderApp('/user/course');
    await settle();
    expect(holdingsButton()).toBeNull();
    go('/user/assets');
    await screen.findByText('我的企业', {}, wait);
    await settle();
    expect(holdingsButton()).toBeNull();
    go('/user/settlementMonths');
    await waitFor(() => expect(holdingsButton()).toBeTruthy(), wait);
    go('/user/assets');
    await waitFor(() => expect(holdingsButton()).toBeNull(), wait);
    // Four pages, the first cold: 13-16 s at a load of 9 on two cores.
  }, 30_000);

  it('sits at the right edge half-way down, not over the 答题 button', async () => {
    serveHoldings();
    renderApp('/user/settlementMonths');
    await waitFor(() => expect(holdingsButton()).toBeTruthy(), wait);
    const style = (holdingsButton() as HTMLElement).style;
    expect(style.position).toBe('fixed');
    expect(style.right).toBe('0px');
    expect(style.top).toBe(`${Math.round(window.innerHeight / 2)}px`);
    const exam = screen.getByText('答题', { selector: 'button span' }).closest('button');
    expect(exam?.style.bottom).toBe('24px');
    expect(style.bottom).toBe('');
  });

  it('moves when dragged without opening, and opens the modal on a click', async () => {
    serveHoldings();
    renderApp('/user/settlementMonths');
    await waitFor(() => expect(holdingsButton()).toBeTruthy(), wait);
    const button = holdingsButton() as HTMLElement;
    const top = Math.round(window.innerHeight / 2);
    fireEvent.pointerDown(button, { clientX: 500, clientY: 300, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 400, clientY: 250, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 400, clientY: 250, pointerId: 1 });
    fireEvent.click(button);
    expect(button.style.right).toBe('100px');
    expect(button.style.top).toBe(`${top - 50}px`);
    expect(modal()).toBeNull();
    // A press that barely moves is a click.
    fireEvent.pointerDown(button, { clientX: 400, clientY: 250, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 401, clientY: 251, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 401, clientY: 251, pointerId: 1 });
    fireEvent.click(button);
    await waitFor(() => expect(modal()?.textContent).toContain('我的持仓'), wait);
    expect(button.style.right).toBe('100px');
  });
});
