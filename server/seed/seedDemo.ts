import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createCourseFromScene, insertEnterprise } from '../domain/courseFactory';
import { nowIso } from '../domain/db';
import { createUser, setUserCourses } from '../identity/users';
import { seedDemoProposals } from './demoProposals';
import { demoRoundPlan, seedDemoNotices, seedDemoRounds } from './demoCourse';
import { clearDemoSpotDay, declareDemoSpotDay, seededSpotDay } from './demoSpotClearing';
import { demoEnterprises, demoGroupEnterprises } from './demoEnterprises';
import { upgradeDemoScene } from './interchange';
import { questionBank } from '../domain/questionBank';
import { seedDemoScene } from './seedScene';

/** app_meta key recording that the demo data was written (and when). */
export const demoSeedKey = 'demo_seed';

/** Password of every demo account (ABP's well-known default; change it for any real use). */
export const demoPassword = '1q2w3E*';

/** The teacher's user name. */
export const demoTeacher = { userName: 'teacher', name: '王老师' };

/** Trainee accounts, one per demo enterprise, in the order of `demoEnterprises`. */
export const demoTrainees = demoEnterprises.map((e, i) => ({
  userName: `trainee${i + 1}`,
  name: `学员${i + 1}`,
  enterpriseName: e.name,
}));

/** The trainee who plays the generation group: both of its enterprises, the 山东 one primary. */
export const demoGroupTrainee = {
  userName: `trainee${demoTrainees.length + 1}`,
  name: `学员${demoTrainees.length + 1}`,
  enterpriseNames: demoGroupEnterprises.map((e) => e.name),
};

/** Name of the demo course. */
export const demoCourseName = '2026年3月鲁苏电力市场交易仿真';

/**
 * Writes the demo scene, course, accounts and question bank on first start, in one transaction, then
 * declares and clears the demo's spot day (demoSpotClearing.ts; cut off there, the day stays open or
 * declared, for trainees and the teacher to go on). Idempotent: returns false without writing when the
 * seed already ran.
 */
/**
 * The demo class runs to the end of 2026, or a year from its seeding when that is later: an ended
 * course takes no more trainees (docs/market-rules.md), and a demo seeded later must stay joinable.
 */
function demoCourseEnd(now: number = Date.now()): string {
  const yearOn = new Date(now + 365 * 24 * 3600 * 1000);
  yearOn.setUTCHours(23, 59, 59, 0);
  return new Date(Math.max(Date.parse('2026-12-31T23:59:59.000Z'), yearOn.getTime())).toISOString();
}

export async function seedDemo(db: Kysely<Database>): Promise<boolean> {
  const spotDays = await db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', demoSeedKey)
      .executeTakeFirst();
    if (done) {
      // Scene data added after the first seed (interchange plan, real-time forecasts).
      await upgradeDemoScene(trx);
      return null;
    }
    const sceneId = await seedDemoScene(trx);
    const teacher = await createUser(trx, {
      ...demoTeacher,
      password: demoPassword,
      roles: ['teacher'],
      isNewUser: false,
    });
    const courseId = await createCourseFromScene(trx, {
      sceneId,
      teacherId: teacher.id,
      name: demoCourseName,
      courseType: 1,
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: demoCourseEnd(),
    });
    await setUserCourses(trx, teacher.id, { adminCourseId: courseId });
    // The demo class is open for trainees to join (registerCourse), as a teacher would open it.
    await trx
      .updateTable('course_argument')
      .set({ value: '1' })
      .where('courseId', '=', courseId)
      .where('name', '=', 'OpenRegistration')
      .execute();
    // Before the rounds, so their quotas cover the group's plants too.
    for (const template of demoGroupEnterprises) {
      await insertEnterprise(trx, courseId, sceneId, template);
    }
    const firstRound = await seedDemoRounds(trx, courseId);
    const bilateral = await trx
      .selectFrom('round')
      .selectAll()
      .where('courseId', '=', courseId)
      .where('type', '=', 1)
      .executeTakeFirst();
    if (bilateral) await seedDemoProposals(trx, bilateral);
    await seedDemoNotices(trx, courseId, firstRound);
    const questions = await trx
      .insertInto('question')
      .values(
        questionBank.map(({ options = [], ...q }) => ({
          ...q,
          option1: options[0] ?? null,
          option2: options[1] ?? null,
          option3: options[2] ?? null,
          option4: options[3] ?? null,
          option5: options[4] ?? null,
          option6: options[5] ?? null,
        })),
      )
      .returning(['id', 'category'])
      .execute();
    const enterprises = await trx
      .selectFrom('enterprise')
      .select(['id', 'name'])
      .where('courseId', '=', courseId)
      .execute();
    const userOfEnterprise = new Map<number, string>();
    const accounts = [
      ...demoTrainees.map(({ enterpriseName, ...t }) => ({
        ...t,
        enterpriseNames: [enterpriseName],
      })),
      demoGroupTrainee,
    ];
    for (const { enterpriseNames, ...trainee } of accounts) {
      const user = await createUser(trx, {
        ...trainee,
        password: demoPassword,
        roles: ['trainee'],
      });
      await setUserCourses(trx, user.id, { currentCourseId: courseId });
      const [enterpriseId = null, ...further] = enterpriseNames.flatMap(
        (name) => enterprises.find((e) => e.name === name)?.id ?? [],
      );
      for (const id of [enterpriseId ?? [], ...further].flat()) userOfEnterprise.set(id, user.id);
      const { id: userCourseId } = await trx
        .insertInto('user_course')
        .values({ userId: user.id, courseId, enterpriseId, isCurrent: 1, creationTime: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (further.length > 0) {
        await trx
          .insertInto('user_course_enterprise')
          .values(further.map((id) => ({ userCourseId, enterpriseId: id })))
          .execute();
      }
      // Stages 0-2 (basics, assets, centralised bidding) have happened; later ones wait (answerCount 0).
      await trx
        .insertInto('course_question')
        .values(
          [...questions]
            .sort((a, b) => a.category - b.category || a.id - b.id)
            .map((q, i) => ({
              courseId,
              userId: user.id,
              questionId: q.id,
              num: i + 1,
              answerCount: q.category <= 2 ? 1 : 0,
              userAnswer: null,
              submitTime: null,
            })),
        )
        .execute();
    }
    const spotDayNames = demoRoundPlan.filter(seededSpotDay).map((r) => r.name);
    const days = await trx
      .selectFrom('round')
      .selectAll()
      .where('courseId', '=', courseId)
      .where('name', 'in', spotDayNames)
      .execute();
    await trx.insertInto('app_meta').values({ key: demoSeedKey, value: nowIso() }).execute();
    return { days, userOfEnterprise };
  });
  if (spotDays === null) return false;
  // Offers are stored and stages cleared in commits of their own (the engine in its worker): after
  // the seed's, as trainees and the teacher would.
  for (const day of spotDays.days) {
    await declareDemoSpotDay(db, day, spotDays.userOfEnterprise);
    await clearDemoSpotDay(db, day.id);
  }
  return true;
}
