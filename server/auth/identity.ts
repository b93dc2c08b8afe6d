import type { FastifyRequest } from 'fastify';

/** Who is calling: set on the request by the authentication hook from a verified bearer token. */
export interface Identity {
  /** User id (string, as ABP's Guid ids are). */
  userId: string;
  userName: string;
  /** Role names, e.g. 'trainee' or 'teacher'. */
  roles: string[];
  /** Granted permission names; admin permissions contain the admin marker. */
  permissions: string[];
}

/** Marker that admin (teacher back-end) permission names contain. */
export const adminPermissionMarker = 'Admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or undefined when the request carried no valid token. */
    identity?: Identity;
  }
}

/** An error the ABP-shaped error handler turns into a response with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 500,
    message: string,
    readonly code?: string,
    readonly validationErrors?: Array<{ message: string; members: string[] }>,
  ) {
    super(message);
  }
}

/** A 400 naming the one field at fault, as ABP reports a validation failure. */
export function validationError(message: string, member: string): HttpError {
  return new HttpError(400, message, 'ValidationError', [{ message, members: [member] }]);
}

/** Returns the caller or throws 401 (ABP's message for an unauthenticated call). */
export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw new HttpError(401, '未授权，请重新登录后再次尝试', 'Unauthorized');
  return request.identity;
}

/** True when the caller holds any admin permission (a teacher). */
export function isAdmin(identity: Identity): boolean {
  return identity.permissions.some((p) => p.includes(adminPermissionMarker));
}

/** Returns the caller if it is a teacher, else throws 403. */
export function requireAdmin(request: FastifyRequest): Identity {
  const identity = requireIdentity(request);
  if (!isAdmin(identity)) throw new HttpError(403, '您没有执行此操作的权限', 'Forbidden');
  return identity;
}
