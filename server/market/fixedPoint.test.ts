import { describe, expect, it } from 'vitest';
import { decimalPlaces, moneyFen, mulDivRem, roundTo, toScaled } from './fixedPoint';

describe('fixed-point helpers', () => {
  it('rounds half away from zero despite float noise (1.005 → 1.01, -2.5 → -3)', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });

  it('scales decimals exactly and refuses values finer than the scale', () => {
    expect(toScaled(0.29, 100)).toBe(29);
    expect(toScaled(0.1 + 0.2, 100)).toBe(30);
    expect(toScaled(1.234, 100)).toBeNull();
    expect(toScaled(Number.POSITIVE_INFINITY, 100)).toBeNull();
  });

  it('counts decimals, including exponent notation', () => {
    expect([decimalPlaces(2.5), decimalPlaces(3), decimalPlaces(1e-7)]).toEqual([1, 0, 7]);
  });

  it('divides products beyond 2^53 exactly', () => {
    // 2^40 × 2^20 = 2^60 does not fit a double exactly; the quotient by 2^20 + 1 does.
    const divisor = 2 ** 20 + 1;
    const exact = 2n ** 60n;
    expect(mulDivRem(2 ** 40, 2 ** 20, divisor)).toEqual([
      Number(exact / BigInt(divisor)),
      Number(exact % BigInt(divisor)),
    ]);
    expect(mulDivRem(7, 3, 2)).toEqual([10, 1]);
  });

  it('prices 0.33 MWh at 325 元/MWh as 107.25 元 and rounds half a fen away from zero', () => {
    // 33 cents × 650 000 (doubled milli) / 2000 = 10725 fen.
    expect(moneyFen(33, 650_000)).toBe(10725);
    // 1 cent × 1 (doubled milli = 0.0005 元/MWh) = 0.0005 fen → 0; 1000 → 0.5 fen → 1.
    expect([moneyFen(1, 1), moneyFen(1, 1000), moneyFen(1, -1000)]).toEqual([0, 1, -1]);
  });
});
