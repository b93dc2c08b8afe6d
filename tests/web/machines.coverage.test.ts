// Walks every machine's graph (@xstate/graph) and checks that each state is reachable from the
// initial state and visited by at least one named scenario, and that each transition is taken.
import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { appStartScenarios } from '../../src/machines/appStartMachine.scenarios';
import { machineCatalogue } from '../../src/machines/catalogue';
import { countdownScenarios } from '../../src/machines/countdownMachine.scenarios';
import { courseScenarios } from '../../src/machines/courseMachine.scenarios';
import { courseSwitchScenarios } from '../../src/machines/courseSwitchMachine.scenarios';
import { enterpriseChoiceScenarios } from '../../src/machines/enterpriseChoiceMachine.scenarios';
import { loadingIndicatorScenarios } from '../../src/machines/loadingIndicatorMachine.scenarios';
import { paperScenarios } from '../../src/machines/paperMachine.scenarios';
import { realtimeScenarios } from '../../src/machines/realtimeMachine.scenarios';
import { resultReadinessScenarios } from '../../src/machines/resultReadinessMachine.scenarios';
import { roundStatusScenarios } from '../../src/machines/roundStatusMachine.scenarios';
import { sessionScenarios } from '../../src/machines/sessionMachine.scenarios';
import { transitionKey, type ScenarioResult } from '../../src/machines/testing/scenario';

const allScenarios = [
  ...appStartScenarios,
  ...countdownScenarios,
  ...courseScenarios,
  ...courseSwitchScenarios,
  ...enterpriseChoiceScenarios,
  ...loadingIndicatorScenarios,
  ...paperScenarios,
  ...realtimeScenarios,
  ...resultReadinessScenarios,
  ...roundStatusScenarios,
  ...sessionScenarios,
];

const pathOf = (node: AnyStateNode) => node.path.join('.');

function flatten(node: DirectedGraphNode): DirectedGraphNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

/** States a machine can reach from its initial state, following the graph's edges statically. */
function reachableStates(machine: AnyStateMachine): Set<string> {
  const nodes = flatten(toDirectedGraph(machine));
  const edgesFrom = new Map(nodes.map((n) => [n.stateNode, n.edges]));
  const reached = new Set<AnyStateNode>();
  const queue: AnyStateNode[] = [];
  const enter = (node: AnyStateNode) => {
    for (let n: AnyStateNode | undefined = node; n && !reached.has(n); n = n.parent) {
      reached.add(n);
      queue.push(n);
    }
    if (node.type === 'compound') for (const t of node.initial.target) enter(t);
    if (node.type === 'parallel') for (const child of Object.values(node.states)) enter(child);
  };
  enter(machine.root);
  while (queue.length) {
    const node = queue.shift() as AnyStateNode;
    const targets = [
      ...(edgesFrom.get(node) ?? []).map((edge) => edge.target),
      // toDirectedGraph leaves out eventless (`always`) transitions.
      ...(node.always ?? []).flatMap((t) => t.target ?? []),
    ];
    // A history target resumes a child already reached, so it adds nothing new.
    for (const target of targets) if (target.type !== 'history') enter(target);
  }
  return new Set([...reached].filter((n) => n.type !== 'history').map(pathOf));
}

/** Every state path of a machine, without the root and history pseudo-states. */
function allStates(machine: AnyStateMachine): string[] {
  return flatten(toDirectedGraph(machine))
    .map((n) => n.stateNode)
    .filter((n) => n.parent && n.type !== 'history')
    .map(pathOf);
}

/** Every transition of a machine, named as the scenario recorder names them. */
function allTransitions(machine: AnyStateMachine): string[] {
  return flatten(toDirectedGraph(machine)).flatMap((n) => [
    ...[...n.stateNode.transitions.values()].flat().map(transitionKey),
    ...(n.stateNode.always ?? []).map(transitionKey),
  ]);
}

describe('state machine coverage', () => {
  const visited = new Map<string, { states: Set<string>; transitions: Set<string> }>();

  beforeAll(async () => {
    for (const s of allScenarios) {
      const result: ScenarioResult = await s.run();
      const entry = visited.get(result.machineId) ?? { states: new Set(), transitions: new Set() };
      result.states.forEach((x) => entry.states.add(x));
      result.transitions.forEach((x) => entry.transitions.add(x));
      visited.set(result.machineId, entry);
    }
  });

  for (const { machine } of machineCatalogue) {
    it(`${machine.id}: every state is reachable from the initial state`, () => {
      const reachable = reachableStates(machine);
      expect(allStates(machine).filter((s) => !reachable.has(s))).toEqual([]);
    });

    it(`${machine.id}: every state is visited by a named scenario`, () => {
      const seen = visited.get(machine.id)?.states ?? new Set();
      expect(allStates(machine).filter((s) => !seen.has(s))).toEqual([]);
    });

    it(`${machine.id}: every transition is taken by a named scenario`, () => {
      const seen = visited.get(machine.id)?.transitions ?? new Set();
      expect([...new Set(allTransitions(machine))].filter((t) => !seen.has(t))).toEqual([]);
    });
  }

  it('finds an unreachable state in a machine built to have one', async () => {
    const { createMachine } = await import('xstate');
    const broken = createMachine({
      id: 'broken',
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: {}, island: { on: { BACK: 'a' } } },
    });
    expect([...reachableStates(broken)].sort()).toEqual(['', 'a', 'b']);
  });
});
