import { describe, it } from 'vitest';
import { courseSwitchScenarios } from './courseSwitchMachine.scenarios';

describe('courseSwitchMachine', () => {
  for (const s of courseSwitchScenarios) it(s.name, async () => void (await s.run()));
});
