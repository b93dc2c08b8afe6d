import { describe, it } from 'vitest';
import { appStartScenarios } from './appStartMachine.scenarios';

describe('appStartMachine', () => {
  for (const s of appStartScenarios) it(s.name, async () => void (await s.run()));
});
