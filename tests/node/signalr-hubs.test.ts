import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { Database } from '../../server/db/schema';
import { createUser, findUserByName } from '../../server/identity/users';
import {
  publishAnnouncement,
  addUserHubCourse,
  publishNotice,
  setUserHubCourses,
} from '../../server/realtime/publisher';
import { openTestDatabase } from './identityTestDb';
import { passwordToken, testAccounts } from './identityTestApp';
import { hubClient, nextCall, startHubServer } from './signalrTestServer';

// Password hashing (scrypt, ~0.35 s each) and server starts are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let db: Kysely<Database>;
let dispose: () => Promise<void>;
let server: { app: FastifyInstance; base: string; port: number };
let traineeToken: string;
let otherToken: string;
let teacherToken: string;
let teacherId: string;
const open: HubConnection[] = [];

async function connect(hub: 'notice' | 'titan', token: string): Promise<HubConnection> {
  const connection = hubClient(`${server.base}/signalr/${hub}`, token);
  open.push(connection);
  await connection.start();
  return connection;
}

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
  await createUser(db, { ...testAccounts.trainee, roles: ['trainee'], currentCourseId: 1 });
  await createUser(db, {
    userName: 'other',
    name: '王学员',
    password: 'Other#2025',
    roles: ['trainee'],
    currentCourseId: 2,
  });
  const teacher = await createUser(db, {
    ...testAccounts.teacher,
    roles: ['teacher'],
    adminCourseId: 1,
  });
  teacherId = teacher.id;
  // Two more courses the teacher runs (their own, not the one they last opened).
  const scene = await db
    .insertInto('scene')
    .values({ name: '演示场景', hasInterTrade: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const name of ['第二个课程', '第三个课程']) {
    await db
      .insertInto('course')
      .values({
        name,
        courseType: 1,
        sceneId: scene.id,
        teacherId: teacher.id,
        startDate: '2026-05-01T00:00:00Z',
        endDate: '2026-05-31T00:00:00Z',
        isHideSettlement: 0,
        isPublicGrade: 0,
        creationTime: '2026-05-01T00:00:00Z',
      })
      .execute();
  }
  server = await startHubServer(db);
  teacherToken = await passwordToken(server.app, testAccounts.teacher);
  traineeToken = await passwordToken(server.app, testAccounts.trainee);
  otherToken = await passwordToken(server.app, { userName: 'other', password: 'Other#2025' });
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await server.app.close();
  await dispose();
});

describe('signalr/notice', () => {
  it('delivers OnReceiveNoticeMsg(courseId, message, kind) to the users of that course only', async () => {
    const mine = await connect('notice', traineeToken);
    const theirs = await connect('notice', otherToken);
    let theirsGot = 0;
    theirs.on('OnReceiveNoticeMsg', () => (theirsGot += 1));
    const received = nextCall(mine, 'OnReceiveNoticeMsg');
    expect(publishNotice(1, '第1轮集中竞价已开始', 'updateRound')).toBe(1);
    expect(await received).toEqual([1, '第1轮集中竞价已开始', 'updateRound']);
    await new Promise((r) => setTimeout(r, 100));
    expect(theirsGot).toBe(0);
  });

  it('follows a course switch of a connected user', async () => {
    const theirs = await connect('notice', otherToken);
    const user = await findUserByName(db, 'other');
    setUserHubCourses(user?.id ?? '', [1]);
    const received = nextCall(theirs, 'OnReceiveNoticeMsg');
    publishNotice(1, '课程切换后也能收到', 'notice');
    expect((await received)[1]).toBe('课程切换后也能收到');
  });

  it('delivers a teacher every course they teach, and a course added while they are connected', async () => {
    const courses = await db
      .selectFrom('course')
      .select('id')
      .where('teacherId', '=', teacherId)
      .execute();
    const teacher = await connect('notice', teacherToken);
    for (const { id } of courses) {
      const received = nextCall(teacher, 'OnReceiveNoticeMsg');
      publishNotice(id, `课程${id}的轮次已开始`, 'updateRound');
      expect((await received)[0]).toBe(id);
    }
    addUserHubCourse(teacherId, 99);
    const received = nextCall(teacher, 'OnReceiveNoticeMsg');
    expect(publishNotice(99, '新建课程的推送', 'updateRound')).toBe(1);
    expect((await received)[1]).toBe('新建课程的推送');
  });

  it('refuses to start without an access token or with a forged one', async () => {
    const anonymous = hubClient(`${server.base}/signalr/notice`, undefined);
    await expect(anonymous.start()).rejects.toThrow(/401/);
    const forged = hubClient(
      `${server.base}/signalr/notice`,
      'forged-token-forged-token-forged-token-1234',
    );
    await expect(forged.start()).rejects.toThrow(/401/);
    expect(forged.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('signalr/titan', () => {
  it('delivers OnReceiveAnnouncement with the announcement as JSON', async () => {
    const titan = await connect('titan', traineeToken);
    const received = nextCall(titan, 'OnReceiveAnnouncement');
    const announcement = {
      id: 7,
      CourseId: 1,
      RoundId: 3,
      month: 5,
      content: '<p>5月交易公告</p>',
    };
    expect(publishAnnouncement(1, announcement)).toBe(1);
    const [json] = await received;
    expect(JSON.parse(String(json))).toEqual(announcement);
  });
});
