/** Named scenarios of the realtime machine, run by its test and by the coverage test. */
import type { Announcement } from './realtime';
import { realtimeMachine } from './realtimeMachine';
import { pending, rejects, replies } from './testing/fakes';
import { scenario } from './testing/scenario';

const connection = (
  connect: Parameters<typeof replies<void>>[0],
  disconnect = [undefined] as Parameters<typeof replies<void>>[0],
) =>
  realtimeMachine.provide({
    actors: { connect: replies<void, void>(connect), disconnect: replies<void, void>(disconnect) },
  });

const input = { courseId: '7', roundId: '42' };
const online = connection([undefined]);
const ann = (id: string, content: string, courseId = 7, roundId = 42) =>
  JSON.stringify({ id, CourseId: courseId, RoundId: roundId, month: 6, content });
const contents = (expected: string) => (s: { context: { announcements: Announcement[] } }) => {
  const actual = s.context.announcements.map((a) => `${a.id}:${a.content}`).join(' ');
  if (actual !== expected) throw new Error(actual);
};

/** Every scenario of the realtime machine. */
export const realtimeScenarios = [
  scenario('the connection starts in connecting', connection([pending]), input).expectState(
    'connecting',
  ),
  scenario(
    'connected, then reconnecting and back, then closed and reconnected on request',
    online,
    input,
  )
    .expectState('connected')
    .send({ type: 'RECONNECTING' })
    .expectState('reconnecting')
    .send({ type: 'RECONNECTED' })
    .expectState('connected')
    .send({ type: 'CLOSED' })
    .expectState('disconnected')
    .send({ type: 'CONNECT' })
    .expectState('connected'),
  scenario(
    'back after reconnecting, the round list is reloaded: updateRound pushes meanwhile were lost',
    online,
    input,
  )
    .send({ type: 'RECONNECTING' })
    .expectNotEmitted('rounds.refresh')
    .send({ type: 'RECONNECTED' })
    .expectEmitted({ type: 'rounds.refresh' }),
  scenario('a reconnect that fails ends disconnected', online, input)
    .send({ type: 'RECONNECTING' })
    .send({ type: 'CLOSED' })
    .expectState('disconnected'),
  scenario(
    'a connection that cannot start is logged and disconnected',
    connection([rejects(new Error('negotiate'))]),
    input,
  )
    .expectState('disconnected')
    .expectEmitted({ type: 'logError', where: 'realtime' }),
  scenario('a failing stop is logged', connection([undefined], [rejects(new Error('stop'))]), input)
    .send({ type: 'DISCONNECT' })
    .expectState('disconnected')
    .expectEmitted({ type: 'logError', where: 'realtime' }),
  scenario(
    'notice and event messages of the current course become persistent notifications',
    online,
    input,
  )
    .send({ type: 'NOTICE_MSG', courseId: '7', message: '第2轮已开始', kind: 'notice' })
    .expectEmitted({
      type: 'notify',
      message: '第2轮已开始',
      display: 'notification',
      persistent: true,
    })
    .send({ type: 'NOTICE_MSG', courseId: '7', message: '机组故障', kind: 'event' })
    .expectEmitted({ type: 'notify', message: '机组故障', persistent: true }),
  scenario('offCourse logs out and updateRound refreshes the round list', online, input)
    .send({ type: 'NOTICE_MSG', courseId: '7', message: '', kind: 'updateRound' })
    .expectEmitted({ type: 'rounds.refresh' })
    .expectNotEmitted('logout')
    .send({ type: 'NOTICE_MSG', courseId: '7', message: '', kind: 'offCourse' })
    .expectEmitted({ type: 'logout' }),
  scenario('messages of another course or of an unknown kind are ignored', online, input)
    .send({ type: 'NOTICE_MSG', courseId: '8', message: '别的课程', kind: 'notice' })
    .send({ type: 'NOTICE_MSG', courseId: '8', message: '', kind: 'offCourse' })
    .send({ type: 'NOTICE_MSG', courseId: '7', message: '?', kind: 'other' })
    .expectNotEmitted('notify')
    .expectNotEmitted('logout'),
  scenario(
    'announcements of the course and round are appended, a known id updated in place',
    online,
    input,
  )
    .send({ type: 'ANNOUNCEMENT', payload: ann('1', '市场公告一') })
    .send({ type: 'ANNOUNCEMENT', payload: ann('2', '市场公告二') })
    .send({ type: 'ANNOUNCEMENT', payload: ann('1', '市场公告一（更正）') })
    .check('upserted', contents('1:市场公告一（更正） 2:市场公告二')),
  scenario('announcements of another course or round, or unreadable, are ignored', online, input)
    .send({ type: 'ANNOUNCEMENT', payload: ann('1', '别的课程', 8, 42) })
    .send({ type: 'ANNOUNCEMENT', payload: ann('2', '别的轮次', 7, 43) })
    .send({ type: 'ANNOUNCEMENT', payload: '{not json' })
    .check('none kept', contents('')),
  scenario('a new scope drops the old announcements; loaded ones replace the list', online, input)
    .send({
      type: 'ANNOUNCEMENTS_LOADED',
      items: [{ id: '9', courseId: '7', roundId: '42', month: 6, content: '已发布' }],
    })
    .check('loaded', contents('9:已发布'))
    .send({ type: 'SET_SCOPE', courseId: '7', roundId: '50' })
    .check('cleared', contents(''))
    .send({ type: 'ANNOUNCEMENT', payload: ann('3', '子轮次公告', 7, 50) })
    .check('new round accepted', contents('3:子轮次公告')),
  scenario('data changes of the current course invalidate the named operations', online, input)
    .send({
      type: 'DATA_CHANGED',
      courseId: '7',
      roundId: '42',
      operations: ['getOrderBook', 'getMyOrders'],
    })
    .expectEmitted({ type: 'data.invalidate', operations: ['getOrderBook', 'getMyOrders'] }),
  scenario('data changes of another course are ignored', online, input)
    .send({ type: 'DATA_CHANGED', courseId: '8', roundId: null, operations: ['getOrderBook'] })
    .expectNotEmitted('data.invalidate'),
];
