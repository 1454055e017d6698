// The user profile of spec 000 §3, read from GET user-profile/me. The server may send the group
// nested (userAuthGroup.groupMembership) or flat; the shell keeps one flat shape.
import * as v from 'valibot';
import { GROUP_MEMBERSHIPS, GROUP_ROLES, routeRoleOf, type GroupMembership, type RouteRole } from '@floorhire/rules';

const EmployerMapSchema = v.looseObject({
  employerId: v.number(),
  employer: v.optional(v.nullable(v.looseObject({ name: v.optional(v.string(), ''), photoUrl: v.optional(v.nullable(v.string()), null) })), null),
});

export const UserProfileWireSchema = v.looseObject({
  id: v.number(),
  nameFirst: v.optional(v.nullable(v.string()), ''),
  nameLast: v.optional(v.nullable(v.string()), ''),
  email: v.string(),
  phone: v.optional(v.nullable(v.string()), null),
  avatarUrl: v.optional(v.nullable(v.string()), null),
  status: v.optional(v.string(), 'normal'),
  type: v.optional(v.string(), 'Normal'),
  groupMembership: v.optional(v.nullable(v.picklist(GROUP_MEMBERSHIPS)), null),
  userAuthGroup: v.optional(v.nullable(v.looseObject({ groupMembership: v.optional(v.nullable(v.picklist(GROUP_MEMBERSHIPS)), null) })), null),
  userRoles: v.optional(v.array(v.looseObject({ roleMembership: v.string() })), []),
  employerUserMaps: v.optional(v.array(EmployerMapSchema), []),
});
export interface EmployerChoice {
  id: number;
  name: string;
  photoUrl: string | null;
}

export interface UserProfile {
  id: number;
  nameFirst: string;
  nameLast: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  status: string;
  groupMembership: GroupMembership | null;
  routeRole: RouteRole | null;
  /** Held roles: explicit userRoles, else those the group grants (§6). */
  roles: readonly string[];
  employers: readonly EmployerChoice[];
}

export function parseUserProfile(input: unknown): UserProfile {
  const wire = v.parse(UserProfileWireSchema, input);
  const group = wire.groupMembership ?? wire.userAuthGroup?.groupMembership ?? null;
  const explicit = wire.userRoles.map((r) => r.roleMembership);
  const granted = group ? GROUP_ROLES[group] : [];
  return {
    id: wire.id,
    nameFirst: wire.nameFirst ?? '',
    nameLast: wire.nameLast ?? '',
    email: wire.email,
    phone: wire.phone,
    avatarUrl: wire.avatarUrl,
    status: wire.status,
    groupMembership: group,
    routeRole: routeRoleOf(group),
    roles: [...new Set([...granted, ...explicit])],
    employers: wire.employerUserMaps.map((m) => ({ id: m.employerId, name: m.employer?.name ?? `Employer ${m.employerId}`, photoUrl: m.employer?.photoUrl ?? null })),
  };
}
