// Inputs and results of the day-ahead spot clearing (日前现货, round type 11): a DC optimal power flow
// over the scene's buses and lines for every slot of the day. Rules: docs/market-rules.md, "Day-ahead spot".

/** One step of a stepwise offer: a block of output at one price. */
export interface OfferStep {
  /** Width of the block in MW (not cumulative). */
  volumeMw: number;
  /** Offer price of the block in 元/MWh. */
  price: number;
}

/** A bus (node) of the network. */
export interface SpotBus {
  /** Bus id; unique within the input. */
  id: number;
  /** Province key; the provincial-price variant merges the buses of one province. */
  province?: number;
}

/**
 * A branch between two buses. With a reactance, its flow follows the voltage angles (an AC line in the DC
 * approximation); without one, it is a controllable link (a tie-line channel) whose flow the
 * optimisation chooses within its limits.
 */
export interface SpotLine {
  /** Line id; unique within the input. */
  id: number;
  /** Bus the positive flow leaves. */
  fromBusId: number;
  /** Bus the positive flow enters. */
  toBusId: number;
  /** Series reactance (any consistent per-unit base); null or absent for a controllable link. */
  reactance?: number | null;
  /** Limit in MW from → to; null or absent for no limit. */
  limitMw?: number | null;
  /** Limit in MW to → from; the same as `limitMw` when absent. */
  reverseLimitMw?: number | null;
  /**
   * Controllable links only: transmission tariff in 元/MWh charged on the flow in either direction, so
   * a link carries power only when the price difference covers it.
   */
  tariff?: number;
}

/** A generating unit with its offer and technical limits. */
export interface SpotUnit {
  /** Unit id; unique within the input. */
  id: number;
  /** Bus the unit injects at. */
  busId: number;
  /** Minimum stable output in MW while committed. */
  pminMw: number;
  /** Capacity in MW. */
  pmaxMw: number;
  /** Available capacity per slot (wind, solar); `pmaxMw` for every slot when absent. */
  pmaxBySlotMw?: readonly number[];
  /** Largest change of output between consecutive slots in MW; no ramp limit when absent. */
  rampMwPerSlot?: number | null;
  /** Output before the first slot, for its ramp limit; the first slot is not ramp-limited when absent. */
  initialMw?: number | null;
  /** The offer for every slot. */
  offer: readonly OfferStep[];
  /** An offer per slot, overriding `offer` where present (length = slot count). */
  offerBySlot?: readonly (readonly OfferStep[])[];
  /**
   * MW per slot the unit already sold outside this clearing (its inter-provincial export), held fixed:
   * its available capacity and minimum output fall by it in each slot, the unit is committed wherever it
   * is above 0 (the export runs it, so Pmin applies to provincial output + export), and its ramp limits
   * the total. The exported MW are not part of the unit's result; the caller places them in `loads`.
   */
  exportMwBySlot?: readonly number[];
  /** Without SCUC: whether the unit runs (true when absent; a slot with export runs it anyway). With SCUC: ignored. */
  committed?: boolean;
  /** SCUC: cost per hour while committed, 元/h (0 when absent). */
  noLoadCostPerHour?: number;
  /** SCUC: cost of one start-up, 元 (0 when absent). */
  startupCost?: number;
  /** SCUC: whether the unit was on before the first slot (false when absent). */
  initiallyOn?: boolean;
}

/** The load at a bus, MW per slot. */
export interface SpotLoad {
  /** Bus the load is at (several loads at one bus add up). */
  busId: number;
  /** MW for each slot (length = slot count). */
  mw: readonly number[];
}

/** Settings of a clearing. */
export interface SpotSettings {
  /** Solve commitment as a MILP first, then price with the commitment fixed. */
  enableScuc: boolean;
  /** Bus whose price is the energy component; the lowest bus id when absent. */
  referenceBusId?: number;
  /** Cost in 元/MWh of unserved load and of surplus generation (the violation variables). */
  penaltyPrice: number;
  /** Length of a slot in hours (0.25 for 96 slots). */
  slotHours: number;
  /**
   * Decimal places of the offered prices (the round's declaration rules): the smallest price step is
   * 10^-priceDecimals, and the tie-break between equal offers stays below half of it.
   */
  priceDecimals: number;
}

/** Everything one clearing depends on. */
export interface SpotInput {
  /** Number of slots (96 for a day). */
  slotCount: number;
  buses: readonly SpotBus[];
  lines: readonly SpotLine[];
  units: readonly SpotUnit[];
  loads: readonly SpotLoad[];
  /** Settings; defaults fill what is absent. */
  settings?: Partial<SpotSettings>;
}

/**
 * Default settings: no SCUC, 10 000 元/MWh penalty, 15-minute slots, prices to 0.001 (the finest a
 * course allows, so an input that does not say keeps offers 0.001 apart in order).
 */
export const DEFAULT_SPOT_SETTINGS: SpotSettings = {
  enableScuc: false,
  penaltyPrice: 10_000,
  slotHours: 0.25,
  priceDecimals: 3,
};

/** One unit's cleared schedule. */
export interface SpotUnitResult {
  unitId: number;
  busId: number;
  /** Dispatch in MW per slot. */
  mw: number[];
  /** Whether the unit is committed in each slot. */
  committed: boolean[];
  /** Cleared MW of each offer step per slot ([slot][step], steps in ascending price order). */
  stepMw: number[][];
}

/** One bus's prices and balance. */
export interface SpotBusResult {
  busId: number;
  /** Locational marginal price per slot, 元/MWh. */
  lmp: number[];
  /** Energy component (the reference bus's price) per slot. */
  energy: number[];
  /** Congestion component (LMP − energy) per slot. */
  congestion: number[];
  /** Load per slot, MW. */
  loadMw: number[];
  /** Unserved load per slot, MW (0 unless the system cannot meet the load). */
  shedMw: number[];
  /** Surplus generation per slot, MW (0 unless minimum outputs exceed the load). */
  surplusMw: number[];
}

/** One line's flows. */
export interface SpotLineResult {
  lineId: number;
  fromBusId: number;
  toBusId: number;
  /** Flow per slot, MW (positive from → to). */
  flowMw: number[];
  /** Limit from → to (null: none). */
  limitMw: number | null;
  /** Limit to → from (null: none). */
  reverseLimitMw: number | null;
  /** Whether the flow is at a limit in each slot. */
  congested: boolean[];
}

/** What a clearing returns. */
export interface SpotResult {
  /** 'optimal', or 'infeasible' when even the violation variables cannot balance (bad input). */
  status: 'optimal' | 'infeasible';
  /** Total offer cost plus penalties, 元. */
  objective: number;
  referenceBusId: number;
  /** Whether every slot was met without shedding or surplus. */
  balanced: boolean;
  units: SpotUnitResult[];
  buses: SpotBusResult[];
  lines: SpotLineResult[];
  /**
   * Only when SCUC's MILP stopped at its time limit with a feasible commitment: HiGHS's relative gap of
   * that commitment's cost (0.02 = within 2 % of the optimum). Not in the API contract: logged.
   */
  commitmentGap?: number;
}
