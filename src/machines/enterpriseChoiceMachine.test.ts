import { describe, it } from 'vitest';
import { enterpriseChoiceScenarios } from './enterpriseChoiceMachine.scenarios';

describe('enterpriseChoiceMachine', () => {
  for (const s of enterpriseChoiceScenarios) it(s.name, async () => void (await s.run()));
});
