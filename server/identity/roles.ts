import { adminPermissionMarker } from '../auth/identity';

/** The two roles of the platform. */
export type RoleName = 'trainee' | 'teacher';

/** Every role name, for validation. */
export const roleNames: readonly RoleName[] = ['trainee', 'teacher'];

/** Permission names, ABP-style `Group.Area.Action`; teacher ones carry the admin marker. */
export const permissions = {
  courses: 'PowerTrading.Courses',
  trading: 'PowerTrading.Trading',
  papers: 'PowerTrading.Papers',
  adminCourses: `PowerTrading.${adminPermissionMarker}.Courses`,
  adminRounds: `PowerTrading.${adminPermissionMarker}.Rounds`,
  adminNotices: `PowerTrading.${adminPermissionMarker}.Notices`,
  adminQuestions: `PowerTrading.${adminPermissionMarker}.Questions`,
  adminSettlement: `PowerTrading.${adminPermissionMarker}.Settlement`,
} as const;

/** One permission name. */
export type PermissionName = (typeof permissions)[keyof typeof permissions];

const traineePermissions: PermissionName[] = [
  permissions.courses,
  permissions.trading,
  permissions.papers,
];

/** Which permissions each role grants. */
export const rolePermissions: Record<RoleName, readonly PermissionName[]> = {
  trainee: traineePermissions,
  teacher: [
    permissions.courses,
    permissions.adminCourses,
    permissions.adminRounds,
    permissions.adminNotices,
    permissions.adminQuestions,
    permissions.adminSettlement,
  ],
};

/** Every permission the platform knows, in a stable order (ABP lists ungranted ones too). */
export const allPermissions: readonly PermissionName[] = Object.values(permissions);

/** True when the string names a known role. */
export function isRoleName(value: string): value is RoleName {
  return (roleNames as readonly string[]).includes(value);
}

/** The union of the permissions granted by the given roles, unknown role names ignored. */
export function permissionsOf(roles: readonly string[]): PermissionName[] {
  const granted = new Set<PermissionName>();
  for (const role of roles)
    if (isRoleName(role)) rolePermissions[role].forEach((p) => granted.add(p));
  return allPermissions.filter((p) => granted.has(p));
}
