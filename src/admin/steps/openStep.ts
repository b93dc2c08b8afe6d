// The first step every market's round shares: make a hidden round visible so trainees can declare.
// Markets differ only in words: what the dialog says and what a stopped round is called.
import { callStep, stepHeaders } from './callStep';
import type { AdminRound, RoundStep } from './types';

/** Refusal common to every step: an ended round takes no step. */
export function ended(round: AdminRound): string | null {
  return round.status === 3 ? '该轮次已结束' : null;
}

/** The open step with its market's words. */
export function openStep(words: {
  /** Confirm dialog text for the round. */
  confirm(round: AdminRound): string;
  /** Refusal once declaration has stopped (status 2). */
  stopped: string;
}): RoundStep {
  return {
    key: 'open',
    label: '开启申报',
    confirm: words.confirm,
    done: '已开启申报',
    // Open needs a hidden round: a visible one at status 0 or 1 already takes declarations (both read
    // as declaring, docs/market-rules.md), so opening it again would change nothing trainees can do.
    blockedReason: (r) =>
      ended(r) ?? (r.status === 2 ? words.stopped : r.hidden ? null : '该轮次已开启申报'),
    run: (api, r) =>
      callStep(() =>
        api.POST('/api/app/admin/round/{id}/open', {
          params: { path: { id: r.id } },
          headers: stepHeaders,
        }),
      ),
  };
}
