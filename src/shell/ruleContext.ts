// Builds the visibility-rule context of the engines (src/engine/rules/context.ts) from the session,
// the current course state and the application settings.
import type { RuleContext } from '../engine/rules/context';
import { grantedNames, holdsAdminPermission, type Permission } from '../machines/session';
import type { CourseState } from '../machines/courseState';
import { settingKeys, type AppSettings } from './appSettings';

/** The inputs of the rule context. */
export interface RuleInputs {
  permissions: readonly Permission[];
  course: CourseState;
  settings: AppSettings;
  routeName: string;
}

/** The rule context for menus, blocks and columns. */
export function buildRuleContext({
  permissions,
  course,
  settings,
  routeName,
}: RuleInputs): RuleContext {
  const granted = grantedNames(permissions);
  const courseType = course.course?.courseType ?? 1;
  const flag = (name: string) => course.args[name] === '1';
  const enterprise = course.enterprise;
  return {
    permissions: granted,
    isAdmin: holdsAdminPermission(permissions),
    courseType,
    paperMode: courseType >= 2,
    hasRounds: course.rounds.length > 0,
    roundTypes: [...new Set(course.rounds.map((r) => r.type))],
    hasInterTrade: course.course?.scene?.hasInterTrade === true,
    settlementHidden: course.course?.isHideSettlement === true,
    hasInterProvincialRound: course.rounds.some((r) => r.isInterProvincial),
    interProvincialRoundTypes: [
      ...new Set(course.rounds.filter((r) => r.isInterProvincial).map((r) => r.type)),
    ],
    isBuyer: enterprise?.isBuyer === true,
    isSeller: enterprise !== null && enterprise.isBuyer !== true,
    args: {
      OnlyRt: flag('OnlyRt'),
      EnablePr: flag('EnablePr'),
      IsBuildQuestions: flag('IsBuildQuestions'),
      IsOpenVirtual: flag('IsOpenVirtual'),
      EnableChat: flag('EnableChat'),
    },
    settings: { EnableListing: settings[settingKeys.enableListing] !== 'false' },
    route: { name: routeName },
  };
}
