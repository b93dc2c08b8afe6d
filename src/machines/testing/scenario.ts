/**
 * A small scenario language for testing the state machines with a simulated clock:
 *
 * ```ts
 * const s = scenario('spot cache then ready', machine, { kind: 'spot' })
 *   .expectState('checking')
 *   .advance(2000)                       // simulated time, no real waiting
 *   .send({ type: 'FETCH' })
 *   .expectMessage('现货结果缓存生成中，加载中...')
 *   .expectEmitted({ type: 'logout' });
 * await s.run();                         // throws with the failing step's description
 * ```
 *
 * `run()` also returns every state and transition the scenario went through, which the coverage
 * test (tests/web/machines.coverage.test.ts) collects across all scenarios.
 */
import {
  createActor,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import type { MachineEffect } from '../effects';
import { guardLabel } from '../graphNames';

type Step<M extends AnyStateMachine> =
  | { kind: 'send'; event: EventFromLogic<M> }
  | { kind: 'advance'; ms: number }
  | { kind: 'state'; path: string }
  | { kind: 'emitted'; effect: Partial<MachineEffect> }
  | { kind: 'notEmitted'; type: MachineEffect['type'] }
  | { kind: 'message'; text: string }
  | { kind: 'check'; label: string; fn: (snapshot: SnapshotFrom<M>) => void };

/** A machine's input, or a function of the simulated clock for machines that read the time. */
export type ScenarioInput<M extends AnyStateMachine> =
  InputFrom<M> | ((clock: SimulatedClock) => InputFrom<M>);

/** What a scenario went through: state paths, transitions and emitted effects. */
export interface ScenarioResult {
  machineId: string;
  states: Set<string>;
  transitions: Set<string>;
  emitted: MachineEffect[];
}

// Captured at load so a test that installs fake timers cannot freeze the scenario's flushing.
const realSetTimeout = globalThis.setTimeout;
const flushPromises = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

/** Every dotted path of a state value: `{ a: 'b' }` gives `a` and `a.b`. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => [
    prefix + key,
    ...(child === undefined ? [] : statePaths(child, `${prefix}${key}.`)),
  ]);
}

/** A stable name for a transition, shared by the recorder and the coverage test. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const guardName = guardLabel(transition.guard);
  const targets = (transition.target ?? []).map((t) => t.path.join('.')).join(',');
  return `${transition.source.path.join('.') || '(root)'} --${transition.eventType}${
    guardName ? `[${guardName}]` : ''
  }--> ${targets || '(self)'}`;
}

// SnapshotFrom<M> of a generic machine does not expose value/context to the compiler.
const asMachine = (snapshot: unknown) => snapshot as AnyMachineSnapshot;

function matches(actual: MachineEffect, expected: Partial<MachineEffect>): boolean {
  // Lists (the operations of data.invalidate) compare by content; everything else by identity.
  const same = (a: unknown, b: unknown) =>
    Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
  return Object.entries(expected).every(([key, value]) =>
    same((actual as unknown as Record<string, unknown>)[key], value),
  );
}

/** A scenario under construction; each method adds a step and returns the scenario. */
export class Scenario<M extends AnyStateMachine> {
  private readonly steps: Array<Step<M>> = [];

  constructor(
    /** The scenario's name, used as the test name. */
    readonly name: string,
    private readonly machine: M,
    private readonly input?: ScenarioInput<M>,
  ) {}

  /** Sends an event to the machine. */
  send(event: EventFromLogic<M>): this {
    this.steps.push({ kind: 'send', event });
    return this;
  }

  /** Moves the simulated clock forward, firing every delay that falls due. */
  advance(ms: number): this {
    this.steps.push({ kind: 'advance', ms });
    return this;
  }

  /** Expects the machine to be in a state, given as a dotted path (`authenticated.ready`). */
  expectState(path: string): this {
    this.steps.push({ kind: 'state', path });
    return this;
  }

  /** Expects an effect with these fields among those emitted since the last matched one. */
  expectEmitted(effect: Partial<MachineEffect>): this {
    this.steps.push({ kind: 'emitted', effect });
    return this;
  }

  /** Expects no effect of this type among those emitted since the last matched one. */
  expectNotEmitted(type: MachineEffect['type']): this {
    this.steps.push({ kind: 'notEmitted', type });
    return this;
  }

  /** Expects a message to be shown: emitted as a notification, or held in `context.message`. */
  expectMessage(text: string): this {
    this.steps.push({ kind: 'message', text });
    return this;
  }

  /** Runs an arbitrary assertion on the current snapshot (context, derived values). */
  check(label: string, fn: (snapshot: SnapshotFrom<M>) => void): this {
    this.steps.push({ kind: 'check', label, fn });
    return this;
  }

  /** Plays the scenario; throws an Error naming the step that failed. */
  async run(): Promise<ScenarioResult> {
    const clock = new SimulatedClock();
    const result: ScenarioResult = {
      machineId: this.machine.id,
      states: new Set(),
      transitions: new Set(),
      emitted: [],
    };
    let unread: MachineEffect[] = [];
    let failure: unknown;
    const actor = createActor(this.machine, {
      clock,
      input:
        typeof this.input === 'function'
          ? (this.input as (clock: SimulatedClock) => InputFrom<M>)(clock)
          : this.input,
      inspect: (event) => {
        if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
          for (const t of event._transitions) result.transitions.add(transitionKey(t));
        }
      },
    });
    const record = (snapshot: SnapshotFrom<M>) => {
      for (const path of statePaths(asMachine(snapshot).value)) result.states.add(path);
    };
    actor.subscribe({ next: record, error: (error: unknown) => (failure = error) });
    actor.on('*', (effect) => {
      result.emitted.push(effect as MachineEffect);
      unread.push(effect as MachineEffect);
    });
    actor.start();
    record(actor.getSnapshot());
    await flushPromises();

    for (const [index, step] of this.steps.entries()) {
      const where = `scenario "${this.name}", step ${index + 1} (${step.kind})`;
      const snapshot = actor.getSnapshot() as SnapshotFrom<M>;
      if (failure !== undefined) throw new Error(`${where}: the actor failed: ${String(failure)}`);
      switch (step.kind) {
        case 'send':
          actor.send(step.event);
          await flushPromises();
          break;
        case 'advance':
          clock.increment(step.ms);
          await flushPromises();
          break;
        case 'state': {
          const paths = statePaths(asMachine(snapshot).value);
          if (!paths.includes(step.path)) {
            throw new Error(`${where}: expected state ${step.path}, got ${paths.join(' / ')}`);
          }
          break;
        }
        case 'emitted': {
          const found = unread.findIndex((e) => matches(e, step.effect));
          if (found < 0) {
            throw new Error(
              `${where}: expected ${JSON.stringify(step.effect)} among ${JSON.stringify(unread)}`,
            );
          }
          unread = unread.slice(found + 1);
          break;
        }
        case 'notEmitted':
          if (unread.some((e) => e.type === step.type)) {
            throw new Error(`${where}: ${step.type} was emitted: ${JSON.stringify(unread)}`);
          }
          break;
        case 'message': {
          const context = asMachine(snapshot).context as { message?: unknown } | undefined;
          const found = unread.findIndex((e) => e.type === 'notify' && e.message === step.text);
          if (found >= 0) unread = unread.slice(found + 1);
          else if (context?.message !== step.text) {
            throw new Error(
              `${where}: message "${step.text}" neither emitted (${JSON.stringify(unread)}) nor in context (${String(context?.message)})`,
            );
          }
          break;
        }
        case 'check':
          try {
            step.fn(snapshot);
          } catch (error) {
            throw new Error(`${where} "${step.label}": ${String(error)}`, { cause: error });
          }
          break;
      }
    }
    actor.stop();
    if (failure !== undefined) throw new Error(`scenario "${this.name}": ${String(failure)}`);
    return result;
  }
}

/** Starts a scenario for a machine (already `.provide()`d with test actors) and its input. */
export function scenario<M extends AnyStateMachine>(
  name: string,
  machine: M,
  input?: ScenarioInput<M>,
): Scenario<M> {
  return new Scenario(name, machine, input);
}
