import { GROUP_MEMBERSHIPS, USER_STATUSES, type GroupMembership, type UserStatus } from '@floorhire/rules';
import { USER_LIST, isNameSearch, phoneSearchDigits, type UserListFilter, type UserListWhere } from '@floorhire/domain-staff';

/** The users list as the address keeps it (?name=&phone=&email=&groupMembership=&status=&employerId=&page=&pageSize=). */
export interface UserListState {
  name: string;
  phone: string;
  email: string;
  groupMembership: GroupMembership | '';
  status: UserStatus | '';
  employerId: number | null;
  page: number;
  pageSize: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (value && (list as readonly string[]).includes(value) ? (value as T) : '');

export function stateFromSearch(search: URLSearchParams): UserListState {
  const size = Number(search.get('pageSize'));
  const page = Number(search.get('page'));
  const employerId = Number(search.get('employerId'));
  return {
    name: search.get('name') ?? '',
    phone: search.get('phone') ?? '',
    email: search.get('email') ?? '',
    groupMembership: oneOf(GROUP_MEMBERSHIPS, search.get('groupMembership')),
    status: oneOf(USER_STATUSES, search.get('status')),
    employerId: Number.isInteger(employerId) && employerId > 0 ? employerId : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (USER_LIST.pageSizes as readonly number[]).includes(size) ? size : USER_LIST.pageSize,
  };
}

export function searchFromState(state: UserListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.name.trim()) out.name = state.name.trim();
  if (state.phone.trim()) out.phone = state.phone.trim();
  if (state.email.trim()) out.email = state.email.trim();
  if (state.groupMembership) out.groupMembership = state.groupMembership;
  if (state.status) out.status = state.status;
  if (state.employerId) out.employerId = String(state.employerId);
  if (state.page > 1) out.page = String(state.page);
  if (state.pageSize !== USER_LIST.pageSize) out.pageSize = String(state.pageSize);
  return out;
}

/** The where of GET user-profile/all and its count; a name the §5 rule refuses is left out (the form says why). */
export function whereOf(state: UserListState): UserListWhere {
  const where: UserListWhere = {};
  if (state.name.trim() && isNameSearch(state.name)) where.name = state.name.trim();
  if (phoneSearchDigits(state.phone)) where.phone = phoneSearchDigits(state.phone);
  if (state.email.trim()) where.email = state.email.trim();
  if (state.groupMembership) where.groupMembership = state.groupMembership;
  if (state.status) where.status = state.status;
  if (state.employerId) where.employerId = state.employerId;
  return where;
}

/** Spec 002 §9: 25 a page by default, newest first. */
export function filterOf(state: UserListState): UserListFilter {
  return { where: whereOf(state), limit: state.pageSize, skip: (state.page - 1) * state.pageSize, order: USER_LIST.order };
}
