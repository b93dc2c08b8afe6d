// A group trainee switches branch on the spot pages as on 集中竞价 and 滚动撮合: the declaration asks on
// entering and keeps 当前企业：… 切换企业; a result page shows the same line and asks only when pressed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/widgets/register';
import { answerGet, list, seller } from './centerTradeHarness';
import { renderApp, setupShellServer } from './shellHarness';
import { enterSpot, openSpot } from './spotHarness';

setupShellServer();

const wait = { timeout: 45_000 };
const second = { ...seller, id: seller.id + 100, name: '第二发电企业' };

async function pick(name: string) {
  await screen.findByText('选择企业', {}, wait);
  const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
  fireEvent.click(within(dialog).getByText(name));
  fireEvent.click(within(dialog).getByText(/^确\s*定$/));
}

describe('the enterprise line on the spot pages', { timeout: 120_000 }, () => {
  it('asks a seller with several branches on entering the offer page and lets it switch', async () => {
    enterSpot(seller);
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller, second]));
    renderApp(`/spot/sellerreport/${openSpot.id}`);
    await pick('第二发电企业');
    await waitFor(() => expect(screen.getByText('当前企业：第二发电企业')).toBeTruthy(), wait);
    fireEvent.click(screen.getByText('切换企业').closest('button')!);
    await pick(seller.name);
    await waitFor(() => expect(screen.getByText(`当前企业：${seller.name}`)).toBeTruthy(), wait);
  });

  it('shows the line on a result page, whose modal opens only on 切换企业', async () => {
    enterSpot(seller, { ...openSpot, status: 3 });
    answerGet('/api/app/enterpriseApi/courseEnterprise', list([seller, second]));
    renderApp(`/user/sellerSpotResult/${openSpot.id}`);
    expect(await screen.findByText(`当前企业：${seller.name}`, {}, wait)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(screen.getByText('切换企业').closest('button')!);
    await pick('第二发电企业');
    await waitFor(() => expect(screen.getByText('当前企业：第二发电企业')).toBeTruthy(), wait);
  });
});
