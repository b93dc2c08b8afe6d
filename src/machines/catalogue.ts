/** Every state machine of the app with a title, for the diagram generator and the coverage test. */
import type { AnyStateMachine } from 'xstate';
import { appStartMachine } from './appStartMachine';
import { countdownMachine } from './countdownMachine';
import { courseMachine } from './courseMachine';
import { courseSwitchMachine } from './courseSwitchMachine';
import { enterpriseChoiceMachine } from './enterpriseChoiceMachine';
import { loadingIndicatorMachine } from './loadingIndicatorMachine';
import { paperMachine } from './paperMachine';
import { realtimeMachine } from './realtimeMachine';
import { resultReadinessMachine } from './resultReadinessMachine';
import { roundStatusMachine } from './roundStatusMachine';
import { sessionMachine } from './sessionMachine';

/** One catalogued machine: its file name stem, a Chinese and English title, and a summary. */
export interface CataloguedMachine {
  file: string;
  title: string;
  summary: string;
  machine: AnyStateMachine;
}

/** The machines in the order the docs list them. */
export const machineCatalogue: readonly CataloguedMachine[] = [
  {
    file: 'session',
    title: '会话 · Session',
    summary: 'Login by form or identity server, user info, permissions, expiry, logout, 401.',
    machine: sessionMachine,
  },
  {
    file: 'appStart',
    title: '应用启动 · App start',
    summary: 'Runtime configuration, persisted state, then mount.',
    machine: appStartMachine,
  },
  {
    file: 'roundStatus',
    title: '轮次状态 · Round status',
    summary: 'Current round phase and header tag, reloaded on request and on the updateRound push.',
    machine: roundStatusMachine,
  },
  {
    file: 'resultReadiness',
    title: '结果就绪 · Result readiness',
    summary:
      'One machine for every result kind: codes of spec section 4, 1 s display delay, 2 s cache retry.',
    machine: resultReadinessMachine,
  },
  {
    file: 'paper',
    title: '答题试卷 · Paper',
    summary: 'Browse, save under the answer rules, submit, log out 5000 ms after submitting.',
    machine: paperMachine,
  },
  {
    file: 'countdown',
    title: '考试倒计时 · Exam countdown',
    summary: 'Days, hours, minutes and seconds until the course end, ticking each second.',
    machine: countdownMachine,
  },
  {
    file: 'course',
    title: '课程 · Course',
    summary:
      'Owns course, rounds, round and enterprise; runs course switch, enterprise choice and round status as children.',
    machine: courseMachine,
  },
  {
    file: 'courseSwitch',
    title: '课程切换 · Course switch',
    summary: 'Switch course, reset round, enterprise and menu, warn about other windows.',
    machine: courseSwitchMachine,
  },
  {
    file: 'enterpriseChoice',
    title: '企业选择 · Enterprise choice',
    summary: 'Modal for several tradable enterprises, direct pick for one, keep current for none.',
    machine: enterpriseChoiceMachine,
  },
  {
    file: 'realtime',
    title: '实时连接 · Realtime connection',
    summary: 'SignalR hub connection states, notices, offCourse, updateRound and announcements.',
    machine: realtimeMachine,
  },
  {
    file: 'loadingIndicator',
    title: '加载指示 · Loading indicator',
    summary: 'Shown while requests run, hidden 200 ms after the last one.',
    machine: loadingIndicatorMachine,
  },
];
