import { describe, it } from 'vitest';
import { paperScenarios } from './paperMachine.scenarios';

describe('paperMachine', () => {
  for (const s of paperScenarios) it(s.name, async () => void (await s.run()));
});
