import { createRound, roundStatus, type NewRound } from '../domain/rounds';
import type { Db } from '../domain/db';
import { insertNotice } from '../domain/notices';
import { demoYear } from './seedScene';
import { seededSpotDay } from './demoSpotClearing';

// The demo course's round plan, notices and forecasts for March 2026: every round type (1, 3, 11, 15)
// and cycle (1 monthly, 2 multi-day, 3 daily), in several statuses so every screen has something.

type RoundPlan = Omit<NewRound, 'courseId' | 'year'> & { subRounds?: string[] };

/** The demo course's rounds (status 0 declaring … 3 ended). */
export const demoRoundPlan: RoundPlan[] = [
  { name: '2026年3月省内集中竞价', type: 15, cycle: 1, month: 3, enableQuota: true, status: 0 },
  {
    name: '2026年3月省间集中竞价',
    type: 15,
    cycle: 1,
    month: 3,
    enableQuota: true,
    isInterProvincial: true,
    status: 0,
  },
  // Declaring, with a contract, a waiting and a refused proposal (demoProposals.ts).
  { name: '2026年3月双边协商', type: 1, cycle: 1, month: 3, enableQuota: true, status: 0 },
  {
    name: '2026年3月滚动撮合',
    type: 3,
    cycle: 1,
    month: 3,
    enableQuota: true,
    status: 1,
    subRounds: ['2026年3月滚动撮合第1场', '2026年3月滚动撮合第2场'],
  },
  {
    name: '2026年3月10日-16日多日滚动撮合',
    type: 3,
    cycle: 2,
    month: 3,
    startDay: 10,
    endDay: 16,
    enableQuota: true,
    status: 2,
  },
  { name: '2026年3月15日分时段滚动撮合', type: 3, cycle: 3, month: 3, day: 15, status: 1 },
  {
    name: '2026年3月15日日前现货',
    type: 11,
    cycle: 3,
    month: 3,
    day: 15,
    enableScuc: true,
    status: 0,
  },
  {
    // The day before the open day-ahead round: each trading day has one provincial clearing.
    name: '2026年3月14日省间现货',
    type: 11,
    cycle: 3,
    month: 3,
    day: 14,
    isInterProvincial: true,
    // Declared and cleared by the seed (demoSpotClearing.ts): created open, ended once published.
    status: 3,
  },
  {
    name: '2026年4月省内集中竞价（未发布）',
    type: 15,
    cycle: 1,
    month: 4,
    isHide: true,
    status: 0,
  },
];

/** Writes the round plan for a course and returns the id of the first (open centralised-bidding) round. */
export async function seedDemoRounds(db: Db, courseId: number): Promise<number> {
  let first = 0;
  for (const [index, plan] of demoRoundPlan.entries()) {
    const { subRounds, ...round } = plan;
    const status = seededSpotDay(round) ? roundStatus.trading : round.status;
    const row = await createRound(db, { ...round, status, courseId, year: demoYear });
    await db.updateTable('round').set({ sortOrder: index }).where('id', '=', row.id).execute();
    if (first === 0) first = row.id;
    for (const [i, name] of (subRounds ?? []).entries()) {
      const sub = await createRound(db, {
        ...round,
        name,
        courseId,
        year: demoYear,
        parentId: row.id,
        enableQuota: false,
      });
      await db.updateTable('round').set({ sortOrder: i }).where('id', '=', sub.id).execute();
    }
  }
  return first;
}

/** Writes March's market notices and the per-province forecast ranges. */
export async function seedDemoNotices(db: Db, courseId: number, roundId: number): Promise<void> {
  await insertNotice(db, {
    courseId,
    roundId: null,
    month: 3,
    announcementContent:
      '<p>2026年3月电力市场交易安排：省内集中竞价、省间集中竞价与滚动撮合同步开展，申报价格上限1500元/MWh、下限0元/MWh。</p>',
    messages: [
      {
        provinceName: '山东',
        message: '3月山东电网统调负荷预计在1450-2300MW之间，新能源装机700MW。',
      },
      {
        provinceName: '江苏',
        message: '3月江苏电网统调负荷预计在2250-3300MW之间，受入电力需求较大。',
      },
    ],
  });
  await insertNotice(db, {
    courseId,
    roundId,
    month: 3,
    isUrgent: true,
    announcementContent:
      '<p>紧急通知：鲁苏二通道3月18日-20日计划检修，检修期间通道限额降至400MW。</p>',
    messages: [
      { provinceName: '省间', message: '鲁苏二通道检修期间省间交易可用输电能力相应减少。' },
    ],
  });
  const ranges = [
    { provinceName: '山东', name: '统调负荷', min: 1450, max: 2300 },
    { provinceName: '山东', name: '新能源出力', min: 90, max: 560 },
    { provinceName: '江苏', name: '统调负荷', min: 2250, max: 3300 },
    { provinceName: '江苏', name: '新能源出力', min: 0, max: 165 },
  ];
  await db
    .insertInto('province_prediction')
    .values(ranges.map((r) => ({ ...r, courseId, roundId: null, month: 3 })))
    .execute();
}
