// Validation of a declaration before it is stored: the numeric input rules of spec section 5, the round
// status and the remaining quota. Pure, so the API (400 messages) and the engines share one wording.
import { decimalPlaces, roundTo } from './fixedPoint';
import { marketMessages, type QuantityKind } from './messages';
import { RoundStatus, type MWh, type Side } from './types';

/** Bounds and decimals of a numeric input; they come from the round or course settings. */
export interface NumberRule {
  /** Most decimals allowed (0 means an integer). */
  decimals: number;
  /** Smallest value allowed, inclusive. */
  min?: number;
  /** Largest value allowed, inclusive; absent means no maximum. */
  max?: number;
}

/** Checks one number against a rule; returns the Chinese message of the first problem, or null. */
export function checkNumber(value: unknown, kind: QuantityKind, rule: NumberRule): string | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return marketMessages.notANumber();
  if (decimalPlaces(number) > rule.decimals) return marketMessages.tooManyDecimals(rule.decimals);
  if (rule.min !== undefined && number < rule.min)
    return marketMessages.belowMinimum(kind, rule.min);
  if (rule.max !== undefined && number > rule.max)
    return marketMessages.aboveMaximum(kind, rule.max);
  return null;
}

/** The rules a round applies to declarations. */
export interface DeclarationRules {
  /** Price bounds and decimals. */
  price: NumberRule;
  /** Volume decimals (default 2) and optional bounds; volume must always be above 0. */
  volume?: NumberRule;
}

/** What the server knows when a declaration arrives. */
export interface DeclarationContext {
  /** Status of the round (only 0 and 1 accept declarations). */
  roundStatus: RoundStatus;
  /** Segment ids of the round's object solution. */
  segmentIds: readonly number[];
  /**
   * Remaining quota on the declared side in MWh (from quotaRemaining): null when the side is blocked,
   * undefined when the round does not enforce quotas.
   */
  remaining?: MWh | null;
  /** Volume the same enterprise or unit already has declared on this side and segment, in MWh. */
  alreadyDeclared?: MWh;
}

/** A declaration as the API receives it (numbers may arrive as text from a form). */
export interface DeclarationInput {
  /** Buy or sell. */
  side: Side;
  /** Time segment id. */
  segmentId: number;
  /** Declared price. */
  price: unknown;
  /** Declared volume. */
  volume: unknown;
}

/** One problem of a declaration: the field it concerns and its Chinese message. */
export interface DeclarationIssue {
  /** The input field (or 'round' when the round no longer accepts declarations). */
  field: 'round' | 'segmentId' | 'price' | 'volume';
  /** Chinese message, ready for a 400 reply. */
  message: string;
}

const DEFAULT_VOLUME_RULE: NumberRule = { decimals: 2 };

/** Validates a declaration; returns every problem found (empty when it may be stored). */
export function validateDeclaration(
  input: DeclarationInput,
  rules: DeclarationRules,
  context: DeclarationContext,
): DeclarationIssue[] {
  const issues: DeclarationIssue[] = [];
  if (context.roundStatus === RoundStatus.quotationStopped) {
    return [{ field: 'round', message: marketMessages.quotationStopped() }];
  }
  if (context.roundStatus === RoundStatus.ended) {
    return [{ field: 'round', message: marketMessages.roundEnded() }];
  }
  if (!context.segmentIds.includes(input.segmentId)) {
    issues.push({ field: 'segmentId', message: marketMessages.unknownSegment(input.segmentId) });
  }
  const priceProblem = checkNumber(input.price, 'price', rules.price);
  if (priceProblem) issues.push({ field: 'price', message: priceProblem });
  const volumeProblem = checkVolume(input, rules.volume ?? DEFAULT_VOLUME_RULE, context);
  if (volumeProblem) issues.push({ field: 'volume', message: volumeProblem });
  return issues;
}

function checkVolume(
  input: DeclarationInput,
  rule: NumberRule,
  context: DeclarationContext,
): string | null {
  const problem = checkNumber(input.volume, 'volume', rule);
  if (problem) return problem;
  const volume = Number(input.volume);
  if (volume <= 0) return marketMessages.notPositive('volume');
  if (context.remaining === null) return marketMessages.sideBlocked(input.side);
  if (context.remaining === undefined) return null;
  // Compare on the 4-decimal grid of the quota so 0.1 + 0.2 style float noise cannot reject a valid volume.
  const wanted = roundTo(volume + (context.alreadyDeclared ?? 0), 4);
  return wanted > roundTo(context.remaining, 4) ? marketMessages.overQuota() : null;
}
