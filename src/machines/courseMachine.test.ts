import { describe, it } from 'vitest';
import { courseScenarios } from './courseMachine.scenarios';

describe('courseMachine', () => {
  for (const s of courseScenarios) it(s.name, async () => void (await s.run()));
});
