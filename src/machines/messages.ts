/**
 * Every user-facing string of the state machines, verbatim from the product spec (sections 4, 5, 8),
 * kept in one place so the UI shows exactly what the machines report.
 */

/** Session and authorisation messages (spec sections 4 and 8). */
export const sessionMessages = {
  /** Shown when the token expires or the identity server signs the user out. */
  sessionTimeout: '您当前会话已超时，请重新登录',
  /** Shown when an API call answers 401 outside the login page. */
  unauthorised: '未授权，请重新登录后再次尝试',
  /** Confirmation of the log-out item of the user menu. */
  logoutConfirm: '真的要注销登录吗?',
  /** Shown when the password grant is refused and the server gave no message of its own. */
  loginFailed: '登录失败，请检查用户名和密码',
} as const;

/** Warning shown after a course switch (spec section 4). */
export const courseSwitchedMessage = '检测到课程发生切换，请关闭其他浏览器窗口';

/** Paper and answer messages (spec sections 4, 5 and 8). */
export const paperMessages = {
  notGenerated: '题目所属阶段未进行，该题等待生成中......',
  decimalHint: '提示：小数位最多2位',
  // Spec sections 5 and 9: the calculation hints share the decimals hint's 提示： form and place.
  notANumber: '提示：请输入数字',
  tooLarge: '提示：最大值为9999999999',
  fillInTooLong: '答案最多20个字',
  emptyAnswer: '请先作答再保存',
  saved: '试题已保存',
  saveFailed: '保存试题出现问题，请与相关人员沟通',
  examEnded: '考试已结束',
  lastQuestion: '已经是最后一题了',
  submitFailed: '交卷失败了，请与相关人员沟通',
  submitError: '交卷出现问题，请与相关人员沟通',
  submitted: '交卷已完成，系统将会5秒后自动退出。',
  loadFailed: '试题加载失败，请刷新页面重试',
  // The server's refusal of a save after submitting, shown before one is tried.
  handedIn: '试卷已提交，不能再修改答案',
} as const;

/** Submit confirmation: names the number of unanswered questions when there are any. */
export function submitConfirmMessage(unanswered: number): string {
  return unanswered > 0 ? `还有${unanswered}道题未作答，是否确认交卷？` : '是否确认交卷？';
}

/** Result-readiness messages (spec section 8, English placeholders rendered in Chinese). */
export const resultMessages = {
  settlementNotGenerated: '结算报告结果尚未生成，请稍后查询',
  preClearingNotGenerated: '预出清结果尚未生成，请稍后查询',
  interProvincialSpotNotGenerated: '省间现货结果尚未生成，请稍后查询',
  interProvincialSpotGenerating: '省间现货结果缓存生成中，加载中...',
  spotNotGenerated: '现货结果尚未生成，请稍后查询',
  spotGenerating: '现货结果缓存生成中，加载中...',
  rollingMatchingNotGenerated: '滚动撮合结果尚未生成，请稍后查询',
  centerTradeNotGenerated: '集中竞价结果尚未生成，请稍后查询',
  interProvincialCenterTradeNotGenerated: '省间集中竞价结果尚未生成，请稍后查询',
  interProvincialCenterTradeGenerating: '省间集中竞价结果缓存生成中，加载中...',
  querying: '正在查询结果，请稍候...',
  generic: '结果尚未生成，请稍后重试',
} as const;

/** Empty states shared by the round list and the notices dialog (spec section 8). */
export const emptyMessages = {
  noTradingInformation: '暂无相关交易信息',
  noticePublishing: '当前市场公告正在发布中...',
} as const;

/** Round status labels (spec section 4) and the header tag suffixes (spec section 2). */
export const roundMessages = {
  status: {
    0: '交易中',
    1: '申报中',
    2: '停止报价',
    3: '申报结束',
  },
  tradingSuffix: '交易中',
  endedSuffix: '交易结束',
  loadFailed: '交易轮次加载失败，请稍后重试',
} as const;

/** Application start and realtime messages. */
export const appMessages = {
  configFailed: '运行配置加载失败，请刷新页面重试',
  restoreFailed: '本地保存的数据读取失败，已按未登录处理',
  switchCourseFailed: '切换课程失败，请稍后再试',
  enterprisesFailed: '企业列表加载失败，请稍后重试',
} as const;
