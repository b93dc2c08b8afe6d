import { describe, it } from 'vitest';
import { loadingIndicatorScenarios } from './loadingIndicatorMachine.scenarios';

describe('loadingIndicatorMachine', () => {
  for (const s of loadingIndicatorScenarios) it(s.name, async () => void (await s.run()));
});
