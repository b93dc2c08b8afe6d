import { describe, expect, it } from 'vitest';
import { resultMessages } from './messages';
import { classifyReadiness, readinessMessage, resultKinds } from './resultReadiness';
import { resultReadinessScenarios } from './resultReadinessMachine.scenarios';

describe('classifyReadiness', () => {
  it('reads the spot codes: 3 not generated, 2 generating, anything else ready', () => {
    expect(classifyReadiness('spot', 3)).toBe('notGenerated');
    expect(classifyReadiness('spot', 2)).toBe('generating');
    expect(classifyReadiness('spot', 0)).toBe('ready');
  });

  it('reads the inter-provincial codes: 0 not generated, 2 generating, else ready', () => {
    for (const kind of ['interProvincialSpot', 'interProvincialCenterTrade'] as const) {
      expect(classifyReadiness(kind, 0)).toBe('notGenerated');
      expect(classifyReadiness(kind, 2)).toBe('generating');
      expect(classifyReadiness(kind, 3)).toBe('ready');
    }
  });

  it('treats falsy as not generated for rolling matching, centralised bidding and pre-clearing', () => {
    for (const kind of ['rollingMatching', 'centerTrade', 'preClearing'] as const) {
      for (const falsy of [0, '', null, undefined, false]) {
        expect(classifyReadiness(kind, falsy)).toBe('notGenerated');
      }
      expect(classifyReadiness(kind, 2)).toBe('ready');
    }
  });

  it('treats an empty or missing month list as settlement not generated', () => {
    expect(classifyReadiness('settlement', [])).toBe('notGenerated');
    expect(classifyReadiness('settlement', undefined)).toBe('notGenerated');
    expect(classifyReadiness('settlement', [{ month: 1 }])).toBe('ready');
  });
});

describe('readinessMessage', () => {
  it('gives every kind its own not-generated message', () => {
    const messages = resultKinds.map((kind) => readinessMessage(kind, 'notGenerated'));
    expect(new Set(messages).size).toBe(resultKinds.length);
    expect(messages.every((m) => m.endsWith('结果尚未生成，请稍后查询'))).toBe(true);
  });

  it('falls back to the default querying message for a kind without a cache', () => {
    expect(readinessMessage('settlement', 'generating')).toBe(resultMessages.querying);
    expect(readinessMessage('spot', 'ready')).toBe('');
  });
});

describe('resultReadinessMachine', () => {
  for (const s of resultReadinessScenarios) it(s.name, async () => void (await s.run()));
});
