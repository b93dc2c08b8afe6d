// What a market contributes to the teacher's course page: the steps a round of its types goes through
// and, optionally, the card shown under the rounds table for the selected round. Each market writes
// one file in this folder and registers it in index.ts; the page knows no market by name.
import type { ComponentType } from 'react';
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema.gen';

/** A round as the teacher sees it: the contract's round and whether trainees can see it yet. */
export type AdminRound = components['schemas']['Round'] & {
  /** Not opened yet: only the teacher lists it (a new round starts hidden). */
  hidden: boolean;
};

/** One clearing stage as the server reports it. */
export interface ClearingStage {
  state: 'none' | 'generating' | 'ready';
  /** Why the market's order of stages keeps it waiting (the server's words), or null. */
  blockedBy: string | null;
}

/**
 * Where a round's clearing stages stand as the server reports them (stage → its report), for markets
 * that clear in stages: a step may be blocked by a stage being generated, not yet ready, or waiting
 * for the one before it.
 */
export type ClearingStages = Readonly<Record<string, ClearingStage>>;

/** The outcome of a step: an optional result line to show, or the server's reason it refused. */
export type StepOutcome = { ok: true; notice?: string } | { ok: false; message: string };

/** One teacher step of a round: its words, when it is allowed and the call it makes. */
export interface RoundStep {
  /** Unique within its market. */
  key: string;
  /** Button text and confirm title; a refusal reads "<label>失败：<reason>". */
  label: string;
  /** Confirm dialog text: what happens to the round. */
  confirm(round: AdminRound): string;
  /** Toast after success. */
  done: string;
  /** Irreversible steps (clearing, closing) get a red button. */
  danger?: boolean;
  /**
   * The step's reason depends on the market's stage report: its button stays disabled (loading) until
   * the report has loaded, since without it a blocked step would look runnable.
   */
  needsStages?: boolean;
  /**
   * Why the step cannot run now, or null when it can; `stages` when the market reports them and they
   * have loaded (a step that `needsStages` is not asked before).
   */
  blockedReason(round: AdminRound, stages?: ClearingStages): string | null;
  /** Runs the step; never throws (see callStep.ts). */
  run(api: ApiClient, round: AdminRound): Promise<StepOutcome>;
}

/** Props of a market's card for the selected round. */
export interface RoundDetailProps {
  round: AdminRound;
  /** Grows on every refresh (button, push, step): the card reloads what it shows. */
  version: number;
}

/** One market's part of the teacher page. */
export interface MarketSteps {
  /** Round types (and variants) these steps serve. */
  serves(round: AdminRound): boolean;
  /** The steps in the order a round goes through them. */
  steps: readonly RoundStep[];
  /** Loads the round's clearing stages for the steps' blocked reasons (markets that clear in stages). */
  loadStages?(api: ApiClient, round: AdminRound): Promise<ClearingStages>;
  /** The card under the rounds table for the selected round; the declarations card by default. */
  DetailCard?: ComponentType<RoundDetailProps>;
}
