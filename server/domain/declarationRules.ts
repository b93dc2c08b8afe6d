// The numeric rules a declaration screen checks before sending (contract DeclarationRules): the same
// course arguments the server enforces, so the screen's messages and the server's 400s agree.
import { priceDecimals, VOLUME_DECIMALS } from './centerTrade/centerTradeDeclare';
import type { Db } from './db';
import { priceLimits } from './declarations';

/** Bounds (元/MWh, MWh) and decimal places of declared prices and volumes; null means no cap. */
export interface DeclarationRules {
  priceMin: number;
  priceMax: number | null;
  priceDecimals: number;
  volumeMin: number;
  volumeMax: number | null;
  volumeDecimals: number;
}

/** The declaration rules of a course: price floor, cap and decimals; volumes on the 0.01 MWh grid. */
export async function courseDeclarationRules(db: Db, courseId: number): Promise<DeclarationRules> {
  const [[priceMin, priceMax], decimals] = await Promise.all([
    priceLimits(db, courseId),
    priceDecimals(db, courseId),
  ]);
  return {
    priceMin,
    priceMax,
    priceDecimals: decimals,
    volumeMin: 0,
    volumeMax: null,
    volumeDecimals: VOLUME_DECIMALS,
  };
}
