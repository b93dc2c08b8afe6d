import { describe, expect, it } from 'vitest';
import { contract, operationsOf, specCalls } from './contractDoc';

describe('spec section 7 calls in the contract', () => {
  it('the checked-in list holds the 118 calls of section 7, each once, normalised', () => {
    const calls = specCalls();
    expect(calls).toHaveLength(118);
    expect(new Set(calls).size).toBe(calls.length);
    for (const call of calls) expect(call).toMatch(/^(GET|POST|PUT|DELETE) \/\S+$/);
  });

  it('every call of the list is an operation of openapi/', () => {
    const present = new Set(
      operationsOf(contract()).map(({ method, path }) => `${method.toUpperCase()} ${path}`),
    );
    const missing = specCalls().filter((call) => !present.has(call));
    expect(missing).toEqual([]);
  });

  it('the designed extras are present (readiness, declarations per round type, teacher operations)', () => {
    const ids = new Set(operationsOf(contract()).map(({ operation }) => operation.operationId));
    const extras = [
      'getSpotReadiness',
      'getRollingMatchingReadiness',
      'getCenterTradeReadiness',
      'getCustomObjectsByRound',
      'getRoundList',
      'getMyCourseList',
      'getCourseByRound',
      'getEnterprisesByRound',
      'submitCenterTradeBids',
      'placeListingOrder',
      'cancelListingOrder',
      'createBilateralProposal',
      'answerBilateralProposal',
      'submitDayAheadOffer',
      'createCourse',
      'updateCourse',
      'getSceneList',
      'createRound',
      'updateRound',
      'openRound',
      'stopQuotation',
      'runClearing',
      'settleCourse',
      'publishNotice',
      'updateNotice',
      'deleteNotice',
      'buildQuestions',
      'getCourseGrades',
      'getDeclarationStatus',
    ];
    expect(extras.filter((id) => !ids.has(id))).toEqual([]);
  });
});
