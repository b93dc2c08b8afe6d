// Table shapes of migration 0500_disclosure, as Kysely sees them.
import type { Generated } from 'kysely';

/** A trainee's sign-up for a competition (an exam-type course). */
export interface UserCompetitionTable {
  id: Generated<number>;
  userId: string;
  courseId: number;
  signupTime: string;
  /** 1 once the course's teacher admitted the sign-up (migration 0800); only then may the trainee join. */
  isAdmitted: Generated<number>;
}

/** A month whose settlement was generated for an enterprise. */
export interface SettlementMonthTable {
  id: Generated<number>;
  courseId: number;
  enterpriseId: number;
  year: number;
  month: number;
  creationTime: string;
}
