// The markets whose rounds the teacher runs from /admin/course/:id. A market adds its file here.
import { bilateralSteps } from './bilateral';
import { centerTradeSteps } from './centerTrade';
import { rollingMatchingSteps } from './rollingMatching';
import { spotSteps } from './spot';
import type { AdminRound, MarketSteps } from './types';

/** Every market with teacher steps, in the order they are looked up. */
export const marketSteps: readonly MarketSteps[] = [
  centerTradeSteps,
  spotSteps,
  rollingMatchingSteps,
  bilateralSteps,
];

/** The market part serving a round, or null when its type has no teacher steps yet. */
export function stepsFor(round: AdminRound): MarketSteps | null {
  return marketSteps.find((market) => market.serves(round)) ?? null;
}
