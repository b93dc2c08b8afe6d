// The documented, typed context visibility rules read. One table drives the runtime type, the load-time
// check of variable names and the designer reference, so the three cannot drift apart.

/** Variables a rule may read with `{"var": NAME}`, with their type and meaning. */
export const ruleVariables = {
  permissions: { type: 'string[]', doc: '已授予的权限名 (granted permission names)' },
  isAdmin: { type: 'boolean', doc: '持有任一管理权限 (holds any admin permission)' },
  courseType: { type: 'number', doc: '课程类型 1/3 教学, 2 及以上为试卷 (course type)' },
  paperMode: { type: 'boolean', doc: '试卷模式 (course type 2 or above)' },
  hasRounds: { type: 'boolean', doc: '课程有交易轮次 (the course has rounds)' },
  roundTypes: { type: 'number[]', doc: '课程中出现的轮次类型 1/3/11/15 (round types present)' },
  hasInterTrade: { type: 'boolean', doc: '场景有省间交易 (scene.hasInterTrade)' },
  settlementHidden: {
    type: 'boolean',
    doc: '课程不开放结算报告 (course.isHideSettlement)',
  },
  hasInterProvincialRound: {
    type: 'boolean',
    doc: '有省间轮次 (an inter-provincial round exists)',
  },
  interProvincialRoundTypes: {
    type: 'number[]',
    doc: '省间轮次的类型 1/3/11/15 (types of the inter-provincial rounds)',
  },
  isBuyer: { type: 'boolean', doc: '当前企业为售电公司 (buyer role)' },
  isSeller: { type: 'boolean', doc: '当前企业为发电企业 (seller role)' },
  'args.OnlyRt': { type: 'boolean', doc: "课程参数 OnlyRt 为 '1' (only real-time)" },
  'args.EnablePr': { type: 'boolean', doc: "课程参数 EnablePr 为 '1'" },
  'args.IsBuildQuestions': { type: 'boolean', doc: "课程参数 IsBuildQuestions 为 '1' (exam on)" },
  'args.IsOpenVirtual': { type: 'boolean', doc: "课程参数 IsOpenVirtual 为 '1'" },
  'args.EnableChat': { type: 'boolean', doc: "课程参数 EnableChat 为 '1'" },
  'settings.EnableListing': {
    type: 'boolean',
    doc: "设置 EnableListing 不为 'false' (listing on)",
  },
  'route.name': { type: 'string', doc: '当前路由名 (current route name)' },
} as const;

/** A variable name a rule may read. */
export type RuleVariable = keyof typeof ruleVariables;

/** The values rules are evaluated against; built by the shell from session, course and round state. */
export interface RuleContext {
  permissions: string[];
  isAdmin: boolean;
  courseType: number;
  paperMode: boolean;
  hasRounds: boolean;
  roundTypes: number[];
  hasInterTrade: boolean;
  settlementHidden: boolean;
  hasInterProvincialRound: boolean;
  interProvincialRoundTypes: number[];
  isBuyer: boolean;
  isSeller: boolean;
  args: {
    OnlyRt: boolean;
    EnablePr: boolean;
    IsBuildQuestions: boolean;
    IsOpenVirtual: boolean;
    EnableChat: boolean;
  };
  settings: { EnableListing: boolean };
  route: { name: string };
  /** The table row, for the visibility of row actions (`row.FIELD`); set by BindingScope. */
  row?: Record<string, unknown>;
  /** The round chosen by the enclosing round selector (`round.FIELD`); set by BindingScope. */
  round?: Record<string, unknown>;
}

/** JSON Logic operators allowed in rules: comparison, logic and array membership only. */
export const ruleOperators = [
  'var',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'and',
  'or',
  'if',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'some',
  'all',
  'none',
] as const;

/** An empty context in which every flag is off: what a user sees before anything has loaded. */
export function emptyRuleContext(): RuleContext {
  return {
    permissions: [],
    isAdmin: false,
    courseType: 1,
    paperMode: false,
    hasRounds: false,
    roundTypes: [],
    hasInterTrade: false,
    settlementHidden: false,
    hasInterProvincialRound: false,
    interProvincialRoundTypes: [],
    isBuyer: false,
    isSeller: false,
    args: {
      OnlyRt: false,
      EnablePr: false,
      IsBuildQuestions: false,
      IsOpenVirtual: false,
      EnableChat: false,
    },
    settings: { EnableListing: true },
    route: { name: '' },
  };
}
