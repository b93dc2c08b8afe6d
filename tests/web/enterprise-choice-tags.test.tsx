// Spec section 6: the enterprise choice's unit tags. In a day-ahead round each unit and load says
// whether it has declared (offers are per unit); in other rounds a seller's units are tagged and a
// buyer's loads are not.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Enterprise } from '../../src/engine/env';
import { EnterpriseChoiceModal } from '../../src/widgets/EnterpriseChoice';

const seller: Enterprise = {
  id: 1,
  name: '华鲁发电',
  isBuyer: false,
  isTrade: true,
  isPrice: true,
  simpleGens: [
    { unitId: 11, name: '华鲁#1', isPrice: true },
    { unitId: 12, name: '华鲁#2', isPrice: false },
  ],
  simpleDemands: [],
};
const buyer: Enterprise = {
  id: 2,
  name: '齐鲁售电',
  isBuyer: true,
  isTrade: true,
  isPrice: false,
  simpleGens: [],
  simpleDemands: [{ unitId: 21, name: '济南负荷', isPrice: false }],
};

const card = (name: string) => screen.getByText(name).closest<HTMLElement>('[role="radio"]')!;
const tags = (name: string) =>
  [...card(name).querySelectorAll('.ant-tag')].map((t) => t.textContent);

describe('enterprise choice unit tags', () => {
  // The modal draws into a portal on <body>: each test starts without the last one's.
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('say per unit and load whether it declared in a day-ahead round', () => {
    render(
      <EnterpriseChoiceModal
        enterprises={[seller, buyer]}
        onChoose={() => undefined}
        roundType={11}
      />,
    );
    expect(tags('华鲁发电')).toEqual(['发电企业', '已申报', '华鲁#1：已申报', '华鲁#2：未申报']);
    expect(tags('齐鲁售电')).toEqual(['售电公司', '未申报', '济南负荷：未申报']);
  });

  it("name a seller's units and no buyer's loads in other rounds", () => {
    render(
      <EnterpriseChoiceModal
        enterprises={[seller, buyer]}
        onChoose={() => undefined}
        roundType={15}
      />,
    );
    expect(tags('华鲁发电')).toEqual(['发电企业', '已申报', '华鲁#1', '华鲁#2']);
    expect(tags('齐鲁售电')).toEqual(['售电公司', '未申报']);
    expect(within(card('齐鲁售电')).queryByText('济南负荷')).toBeNull();
  });
});
