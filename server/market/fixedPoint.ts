// Engines compute in integers so that results are exact and identical on every machine:
// volumes in hundredths of a MWh, prices in thousandths of a 元/MWh, money in fen (hundredths of a 元).

/** Volumes are kept to 2 decimals: integer units of 0.01 MWh. */
export const VOLUME_SCALE = 100;
/** Prices are kept to 3 decimals: integer units of 0.001 元/MWh. */
export const PRICE_SCALE = 1000;
/** Money is kept to 2 decimals: integer fen. */
export const MONEY_SCALE = 100;

/** Rounds half away from zero (so -0.5 becomes -1 and 0.5 becomes 1, symmetric for negative prices). */
export function roundHalfAway(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? -rounded : rounded;
}

/** Rounds to a number of decimals, half away from zero, tolerant of binary float noise (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision(15) removes the float noise (1.005 * 100 = 100.49999999999999) before rounding.
  const scaled = Number((value * factor).toPrecision(15));
  const result = roundHalfAway(scaled) / factor;
  return result === 0 ? 0 : result;
}

/** Converts to an integer on a scale, or null when the value has more decimals than the scale holds. */
export function toScaled(value: number, scale: number): number | null {
  if (!Number.isFinite(value)) return null;
  // Fast path: a decimal literal with at most the scale's decimals comes back exactly (0.29 → 29 → 0.29).
  const direct = Math.round(value * scale);
  if (direct / scale === value && Number.isSafeInteger(direct)) return direct;
  const scaled = Number((value * scale).toPrecision(15));
  const rounded = roundHalfAway(scaled);
  return rounded === scaled && Number.isSafeInteger(rounded) ? rounded : null;
}

/** Number of decimals a finite number is written with (2.50 → 1, 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/**
 * Quotient and remainder of a * b / c for non-negative safe integers, exact even when a * b exceeds
 * 2^53 (the pro-rata share of a marginal tier multiplies two volumes).
 */
export function mulDivRem(a: number, b: number, c: number): [quotient: number, remainder: number] {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    const quotient = Math.floor(product / c);
    return [quotient, product - quotient * c];
  }
  const big = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return [Number(big / divisor), Number(big % divisor)];
}

/**
 * Money in fen of a volume (0.01 MWh units) at a doubled price (units of 0.0005 元/MWh, so the average
 * of two prices stays an integer), rounded half away from zero.
 */
export function moneyFen(volumeCents: number, doubledPriceMilli: number): number {
  // volume/100 MWh * price/2000 元/MWh = volume * price / 200000 元 = volume * price / 2000 fen.
  const divisor = (VOLUME_SCALE * 2 * PRICE_SCALE) / MONEY_SCALE;
  const product = volumeCents * doubledPriceMilli;
  if (Number.isSafeInteger(product)) return roundHalfAway(product / divisor);
  const big = BigInt(volumeCents) * BigInt(doubledPriceMilli);
  const half = BigInt(divisor / 2);
  const magnitude = ((big < 0n ? -big : big) + half) / BigInt(divisor);
  return Number(big < 0n ? -magnitude : magnitude);
}
