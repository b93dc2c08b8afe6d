import { afterAll, beforeAll } from 'vitest';
import { openApiWorld, type ApiWorld } from './apiHarness';
import { describeApiCases } from './apiCaseRunner';
import { disclosureCases } from './apiDisclosureCases';

// Contract, 400, 401 and 403 of the disclosure, curve, holding and round-extra operations.
let w: ApiWorld;
beforeAll(async () => {
  w = await openApiWorld();
}, 120_000);
afterAll(async () => {
  await w.dispose();
});

describeApiCases(disclosureCases, () => w);
