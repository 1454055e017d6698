// The demo world as plain rows, built in memory from the seed data: employers on a free trial,
// subscribed and expired; the demo logins; 2,000+ pros; jobs in every status; applicants in every
// status with histories, interviews, notes, messages and inbox items. Dates are relative to
// `now`, so the dashboard's 30-day windows always have data. Building is pure (same inputs, same
// rows); demo.ts writes the rows in one transaction.

import { APPLICANT_STATUSES, GROUP_ROLES, ROLES, USER_STATUSES, shiftLabel, type ApplicantStatus, type GroupMembership, type Role, type ShiftCode as RuleShiftCode, type UserStatus } from '@floorhire/rules';
import { JOB_STATUSES, type JobStatus } from '@floorhire/domain-jobs';
import { INTERVIEW_SLOT_STATUSES } from '@floorhire/domain-applications';
import { distanceMiles } from '@floorhire/domain-geo';
import type { Row } from './bulk';
import { DEMO_TABLES, DEMO_TABLE_ORDER, type DemoTable } from './demo-tables';
import {
  BRANDS,
  DISCIPLINES,
  INDUSTRIES,
  JOB_SKILL_CATEGORIES,
  JOB_TITLES,
  MACHINES,
  MATERIALS,
  RESPONSIBILITIES,
  SCREENER_QUESTIONS,
  SKILLS,
  US_LOCATIONS,
  createRng,
  describeJob,
  generatePro,
  jobTitleByName,
  machineByName,
  qualificationsFor,
  resumePdfDataUrl,
  timezoneFor,
  type DisciplineKey,
  type GeneratedPro,
  type JobTitle,
  type Rng,
  type UsLocation,
} from './data';

export const DEMO_PASSWORD = 'Demo-pass-1';
export const DEMO_SEED = 'floorhire-demo';
export const DEMO_PRO_COUNT = 2000;

/** The demo logins of the architecture brief, exactly. */
export const DEMO_LOGINS = {
  admin: 'admin@floorhire.test',
  owner: 'owner@acme-machining.test',
  manager: 'manager@acme-machining.test',
  trial: 'trial@lakeside-plastics.test',
  expired: 'expired@northfield-metal.test',
  pro: 'pro@floorhire.test',
} as const;

export const DEMO_EMPLOYERS = {
  acme: 'Acme Machining',
  acmePrecision: 'Acme Precision Tooling',
  lakeside: 'Lakeside Plastics',
  northfield: 'Northfield Metal',
} as const;

const DAY = 86_400_000;

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo seed: missing ${what}`);
  return value;
}

function place(city: string, state: string): UsLocation {
  return must(
    US_LOCATIONS.find((l) => l.city === city && l.state === state),
    `${city}, ${state}`,
  );
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

interface EmployerPlan {
  key: string;
  name: string;
  city: string;
  state: string;
  street: string;
  size: string;
  status: string;
  industry: string;
  discipline: DisciplineKey;
  titles: string[];
  /** Subscription state the employer is in. */
  plan: 'active' | 'trial' | 'expired' | 'past_due' | 'paused' | 'waiting' | 'none' | 'archived';
  product?: 'Starter' | 'Basic' | 'Professional' | 'Enterprise';
  planLength?: 'quarterly' | 'annual';
  jobs: Partial<Record<JobStatus, number>>;
  talentSearch: 'Enabled' | 'Requested' | 'Disabled';
  phone: string;
}

const EMPLOYER_PLANS: readonly EmployerPlan[] = [
  { key: 'acme', name: DEMO_EMPLOYERS.acme, city: 'Dayton', state: 'OH', street: '2400 Springboro Pike', size: '51-200', status: 'Active Customer', industry: 'Aerospace & Defense', discipline: 'cnc', titles: ['CNC Machinist', 'CNC Operator', 'CNC Programmer', 'Maintenance Technician', 'Quality Inspector', 'CNC Setup Technician', 'Swiss Machinist', 'Forklift Operator', 'Production Supervisor', 'Tool and Die Maker', 'Manual Machinist'], plan: 'active', product: 'Professional', planLength: 'annual', jobs: { live: 7, draft: 3, removed: 2, archived: 1, expired: 1 }, talentSearch: 'Enabled', phone: '9375550142' },
  { key: 'acmePrecision', name: DEMO_EMPLOYERS.acmePrecision, city: 'Springfield', state: 'OH', street: '1750 Progress Road', size: '11-50', status: 'Active Customer', industry: 'Industrial Machinery', discipline: 'tooling', titles: ['Tool and Die Maker', 'EDM Operator', 'Mold Maker', 'Die Setter', 'CNC Machinist'], plan: 'active', product: 'Basic', planLength: 'quarterly', jobs: { live: 3, draft: 1, removed: 1 }, talentSearch: 'Requested', phone: '9375550187' },
  { key: 'lakeside', name: DEMO_EMPLOYERS.lakeside, city: 'Sheboygan', state: 'WI', street: '915 Lakeshore Industrial Drive', size: '201-500', status: 'Jobs Posted', industry: 'Plastics & Rubber Products', discipline: 'molding', titles: ['Injection Molding Technician', 'Machine Operator', 'Mold Setter', 'Injection Molding Process Technician', 'Quality Technician'], plan: 'trial', jobs: { live: 1, draft: 2 }, talentSearch: 'Enabled', phone: '9205550119' },
  { key: 'northfield', name: DEMO_EMPLOYERS.northfield, city: 'Northfield', state: 'MN', street: '300 Armstrong Road', size: '51-200', status: 'Inactive Customer', industry: 'Fabricated Metal Products', discipline: 'welding', titles: ['MIG Welder', 'Welder/Fabricator', 'Press Brake Operator', 'Laser Cutter Operator', 'Sheet Metal Fabricator'], plan: 'expired', product: 'Starter', planLength: 'annual', jobs: { expired: 3, archived: 1, removed: 1 }, talentSearch: 'Disabled', phone: '5075550163' },
  { key: 'greatLakes', name: 'Great Lakes Tool & Die', city: 'Grand Rapids', state: 'MI', street: '4450 Clay Avenue SW', size: '201-500', status: 'Active Customer', industry: 'Automotive', discipline: 'tooling', titles: ['Tool and Die Maker', 'Die Setter', 'Maintenance Technician', 'Millwright', 'Quality Technician'], plan: 'active', product: 'Enterprise', planLength: 'annual', jobs: { live: 4, draft: 1 }, talentSearch: 'Enabled', phone: '6165550171' },
  { key: 'carolina', name: 'Carolina Precision Fabrication', city: 'Greenville', state: 'SC', street: '120 Perimeter Road', size: '51-200', status: 'Active Customer', industry: 'HVAC & Refrigeration', discipline: 'sheet-metal', titles: ['Press Brake Operator', 'Sheet Metal Fabricator', 'MIG Welder', 'Laser Cutter Operator', 'Robotic Welding Technician'], plan: 'past_due', product: 'Basic', planLength: 'annual', jobs: { live: 3, removed: 1 }, talentSearch: 'Disabled', phone: '8645550133' },
  { key: 'loneStar', name: 'Lone Star Molding', city: 'Houston', state: 'TX', street: '8800 Fallbrook Drive', size: '501-1000', status: 'Meeting', industry: 'Medical Devices', discipline: 'molding', titles: ['Injection Molding Technician', 'Machine Operator', 'Quality Inspector'], plan: 'paused', product: 'Professional', planLength: 'annual', jobs: { live: 1, draft: 1 }, talentSearch: 'Disabled', phone: '7135550158' },
  { key: 'mesa', name: 'Mesa Aerospace Components', city: 'Chandler', state: 'AZ', street: '2101 S Price Road', size: '1001-5000', status: 'Active Customer', industry: 'Aerospace & Defense', discipline: 'quality', titles: ['CMM Programmer', '5-Axis Machinist', 'Quality Engineer'], plan: 'waiting', product: 'Enterprise', planLength: 'annual', jobs: { draft: 2 }, talentSearch: 'Requested', phone: '4805550124' },
  { key: 'riverbend', name: 'Riverbend Stamping', city: 'Toledo', state: 'OH', street: '5500 Enterprise Boulevard', size: '11-50', status: 'Outreach', industry: 'Automotive', discipline: 'tooling', titles: ['Die Setter'], plan: 'none', jobs: {}, talentSearch: 'Disabled', phone: '4195550190' },
  { key: 'summit', name: 'Summit Food Packaging', city: 'Lancaster', state: 'PA', street: '1200 Harrisburg Pike', size: '501-1000', status: 'Not Contacted', industry: 'Food & Beverage Processing', discipline: 'maintenance', titles: ['Maintenance Technician'], plan: 'none', jobs: {}, talentSearch: 'Disabled', phone: '7175550111' },
  { key: 'prairie', name: 'Prairie Ag Equipment', city: 'Ankeny', state: 'IA', street: '3300 SE Delaware Avenue', size: '201-500', status: 'Unqualified', industry: 'Agricultural Equipment', discipline: 'welding', titles: ['MIG Welder'], plan: 'none', jobs: {}, talentSearch: 'Disabled', phone: '5155550176' },
  { key: 'keystone', name: 'Keystone Automation Systems', city: 'Pittsburgh', state: 'PA', street: '600 Grant Street', size: '11-50', status: 'Not Interested', industry: 'Industrial Machinery', discipline: 'automation', titles: ['Controls Technician'], plan: 'none', jobs: {}, talentSearch: 'Disabled', phone: '4125550148' },
  { key: 'oldMill', name: 'Old Mill Castings', city: 'Erie', state: 'PA', street: '1800 Cranberry Street', size: '11-50', status: 'archive', industry: 'Fabricated Metal Products', discipline: 'welding', titles: ['Structural Welder', 'Material Handler'], plan: 'archived', product: 'Starter', planLength: 'annual', jobs: { archived: 2 }, talentSearch: 'Disabled', phone: '8145550127' },
];

const PRODUCTS = [
  { name: 'Free Trial', nickname: 'Free trial', plan: 'free trial', amount: 0, slots: 1, credits: 5 },
  { name: 'Starter', nickname: 'Starter', plan: 'starter', amount: 29_900, slots: 2, credits: 10 },
  { name: 'Basic', nickname: 'Basic', plan: 'basic', amount: 49_900, slots: 5, credits: 25 },
  { name: 'Professional', nickname: 'Professional', plan: 'professional', amount: 89_900, slots: 10, credits: 100 },
  { name: 'Enterprise', nickname: 'Enterprise', plan: 'enterprise', amount: 199_900, slots: 25, credits: 500 },
] as const;

const TAXONOMY_CATEGORY_OF: Readonly<Record<DisciplineKey, string>> = {
  cnc: 'Metalworking',
  welding: 'Metalworking',
  'sheet-metal': 'Metalworking',
  tooling: 'Metalworking',
  molding: 'Plastics',
  maintenance: 'Maintenance & Electrical',
  electrical: 'Maintenance & Electrical',
  automation: 'Automation',
  assembly: 'Production & Assembly',
  supervision: 'Production & Assembly',
  quality: 'Quality',
  warehouse: 'Logistics',
};
const TAXONOMY_CATEGORIES = ['Metalworking', 'Plastics', 'Maintenance & Electrical', 'Automation', 'Production & Assembly', 'Quality', 'Logistics'];

const REJECTION_REASONS = ['Not enough experience with the required machines', 'Pay expectations above the range', 'Position filled', 'Could not work the required shift', 'Did not show up for the interview'];
const NOT_INTERESTED_REASONS = ['Commute is too long', 'Accepted another offer', 'Pay is too low', 'Looking for a different shift', 'Not the right kind of work'];
const SCORE_SUMMARIES = [
  'Strong match: years on the same machines and a clean work history.',
  'Good match on skills; fewer years than the post asks for.',
  'Relevant certifications and stable tenure at past employers.',
  'Partial match: related discipline, would need training on the listed equipment.',
  'Lives within commuting distance and can work the listed shift.',
];
const SCREENER_ANSWERS = ['Yes', 'Yes, more than 5 years', 'About 3 years', 'Yes, I can work that shift', 'Fanuc and Haas mostly', 'Yes, I have my own tools', 'No, but I am willing to learn', '0.0005 in. on aerospace parts'];

/** Status path each applicant walks, ending in its current status (spec 001 §4). */
const STATUS_PATHS: Readonly<Record<ApplicantStatus, readonly ApplicantStatus[]>> = {
  Notified: ['Notified'],
  New: ['New'],
  Contact: ['Notified', 'Contact'],
  Client: ['New', 'Client'],
  Review: ['New', 'Client', 'Review'],
  Interview: ['New', 'Review', 'Interview'],
  Offer: ['New', 'Review', 'Interview', 'Offer'],
  Hired: ['New', 'Review', 'Interview', 'Offer', 'Hired'],
  'Not interested': ['Notified', 'Not interested'],
  Rejected: ['New', 'Review', 'Rejected'],
};

/** Relative frequency of each status among a live job's applicants. */
const STATUS_WEIGHTS: readonly (readonly [ApplicantStatus, number])[] = [
  ['Notified', 2],
  ['New', 5],
  ['Contact', 2],
  ['Client', 3],
  ['Review', 3],
  ['Interview', 2],
  ['Offer', 1],
  ['Hired', 1],
  ['Not interested', 1],
  ['Rejected', 2],
];

interface DemoUser {
  id: number;
  email: string;
  nameFirst: string;
  nameLast: string;
  group: GroupMembership | null;
  status: UserStatus;
}

export interface DemoWorld {
  rows: Record<DemoTable, Row[]>;
  /** user id by demo login e-mail */
  logins: Record<string, number>;
  employerIds: Record<string, number>;
  proCount: number;
}

// Columns that are NOT NULL with a database default: unnest() writes null for a missing key,
// so the builder supplies the default itself.
const ROW_DEFAULTS: Partial<Record<DemoTable, Row>> = {
  subscriptions: { provider: 'local', price_cents: 0, talent_search_credits: 0, contract_job_slots: 0, add_on_job_slots: 0, is_gated: false },
  job_applicants: { screened: false, screening_sent_count: 0 },
};

class Tables {
  constructor(private readonly now: Date) {}
  readonly rows = Object.fromEntries(DEMO_TABLE_ORDER.map((t) => [t, [] as Row[]])) as Record<DemoTable, Row[]>;
  private readonly next = new Map<DemoTable, number>();

  add(table: DemoTable, input: Row): number {
    let row: Row = { ...ROW_DEFAULTS[table], ...input };
    for (const [name] of DEMO_TABLES[table]) if ((name === 'create_ts' || name === 'update_ts') && row[name] === undefined) row[name] = this.now;
    const hasId = DEMO_TABLES[table].some(([name]) => name === 'id');
    let id = 0;
    if (hasId) {
      id = (row['id'] as number | undefined) ?? (this.next.get(table) ?? 1);
      this.next.set(table, Math.max(this.next.get(table) ?? 1, id + 1));
      row = { ...row, id };
    }
    this.rows[table].push(row);
    return id;
  }
}

export function buildDemoWorld(options: { now: Date; passwordHash: string; proCount?: number }): DemoWorld {
  const { now, passwordHash } = options;
  const proCount = options.proCount ?? DEMO_PRO_COUNT;
  const rng = createRng(`${DEMO_SEED}:world`);
  const t = new Tables(now);
  const ago = (days: number, jitterHours = 0) => new Date(now.getTime() - days * DAY - jitterHours * 3_600_000);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY);

  // ── taxonomy ──
  const industryId = new Map<string, number>();
  INDUSTRIES.forEach((name) => industryId.set(name, t.add('industries', { name })));
  const categoryId = new Map<string, number>();
  TAXONOMY_CATEGORIES.forEach((name) => categoryId.set(name, t.add('taxonomy_categories', { name, published: true })));
  const disciplineId = new Map<DisciplineKey, number>();
  for (const d of DISCIPLINES) disciplineId.set(d.key, t.add('knowledge_disciplines', { name: d.name, category_id: categoryId.get(TAXONOMY_CATEGORY_OF[d.key]) }));
  const machineId = new Map<string, number>();
  for (const m of MACHINES) machineId.set(m.name, t.add('machines', { name: m.name, category_id: categoryId.get(TAXONOMY_CATEGORY_OF[must(m.disciplines[0], 'machine discipline')]) }));
  const brandId = new Map<string, number>();
  for (const b of BRANDS) brandId.set(b, t.add('brands', { name: b }));
  for (const m of MACHINES) for (const b of m.brands) t.add('machine_brand_maps', { machine_id: machineId.get(m.name), brand_id: brandId.get(b) });
  const materialId = new Map<string, number>();
  for (const m of MATERIALS) materialId.set(m.name, t.add('materials', { name: m.name }));
  const titleId = new Map<string, number>();
  for (const jt of JOB_TITLES) titleId.set(jt.title, t.add('job_titles', { title: jt.title, skill_level: jt.skillLevel }));
  // Job skills in the four categories of spec 001 §9; knowledge skills (GD&T, LOTO ...) are category 1.
  const skillId = new Map<string, number>();
  const [catDisciplines, catMachines, catBrands, catMaterials] = JOB_SKILL_CATEGORIES.map((c) => c.id);
  for (const d of DISCIPLINES) skillId.set(`1:${d.name}`, t.add('job_skills', { name: d.name, category: catDisciplines }));
  for (const s of SKILLS) skillId.set(`1:${s.name}`, t.add('job_skills', { name: s.name, category: catDisciplines }));
  for (const m of MACHINES) skillId.set(`2:${m.name}`, t.add('job_skills', { name: m.name, category: catMachines }));
  for (const b of BRANDS) skillId.set(`3:${b}`, t.add('job_skills', { name: b, category: catBrands }));
  for (const m of MATERIALS) skillId.set(`4:${m.name}`, t.add('job_skills', { name: m.name, category: catMaterials }));
  const skill = (key: string) => must(skillId.get(key), `job skill ${key}`);
  for (const jt of JOB_TITLES) {
    const id = titleId.get(jt.title);
    for (const s of jt.skills) t.add('job_title_skill_maps', { job_title_id: id, job_skill_id: skill(`1:${s}`) });
    for (const m of jt.machines) t.add('job_title_skill_maps', { job_title_id: id, job_skill_id: skill(`2:${m}`) });
    for (const q of qualificationsFor(jt)) t.add('qualifications', { name: q, job_title_id: id });
    for (const r of RESPONSIBILITIES[jt.discipline]) t.add('responsibilities', { name: r, job_title_id: id });
  }
  [
    [1, 'elite'],
    [2, 'vetted'],
    [3, 'block'],
  ].forEach(([id, title]) => t.add('achievements', { id, title }));
  // postal_codes belongs to the geo module: the whole US gazetteer, loaded before this seed.

  // ── users ──
  const logins: Record<string, number> = {};
  const users: DemoUser[] = [];
  const addUser = (u: { email: string; nameFirst: string; nameLast: string; phone?: string | null; group: GroupMembership | null; status?: UserStatus; extraRoles?: Role[]; createdDaysAgo?: number; lastActiveDaysAgo?: number | null; password?: boolean; sms?: boolean }): DemoUser => {
    const status = u.status ?? 'normal';
    const created = ago(u.createdDaysAgo ?? 400);
    const id = t.add('user_profiles', {
      email: u.email,
      name_first: u.nameFirst,
      name_last: u.nameLast,
      phone: u.phone ?? null,
      status,
      type: u.group === 'Super Admin' ? 'Super Admin' : 'Normal',
      notification_email: 1,
      notification_sms: u.sms ? 1 : 0,
      password_hash: u.password === false ? null : passwordHash,
      auth_strategy: u.password === false ? 'magic-link' : 'password',
      last_active_ts: u.lastActiveDaysAgo === null ? null : ago(u.lastActiveDaysAgo ?? 1),
      create_ts: created,
      update_ts: created,
    });
    if (u.group) {
      t.add('user_auth_groups', { user_profile_id: id, group_membership: u.group });
      for (const role of new Set([...GROUP_ROLES[u.group], ...(u.extraRoles ?? [])])) t.add('user_roles', { user_profile_id: id, role_membership: role });
    }
    const user: DemoUser = { id, email: u.email, nameFirst: u.nameFirst, nameLast: u.nameLast, group: u.group, status };
    users.push(user);
    return user;
  };

  const admin = addUser({ email: DEMO_LOGINS.admin, nameFirst: 'Dana', nameLast: 'Whitfield', phone: '3125550100', group: 'Super Admin', extraRoles: [ROLES.taxonomy, ROLES.payouts], createdDaysAgo: 900, lastActiveDaysAgo: 0 });
  const support = addUser({ email: 'support@floorhire.test', nameFirst: 'Marcus', nameLast: 'Bell', phone: '3125550101', group: 'Super Admin', extraRoles: [ROLES.taxonomy], createdDaysAgo: 700 });
  const csm = addUser({ email: 'success@floorhire.test', nameFirst: 'Priya', nameLast: 'Shah', phone: '3125550102', group: 'Super Admin', createdDaysAgo: 500 });
  addUser({ email: 'former.staff@floorhire.test', nameFirst: 'Gary', nameLast: 'Olson', group: 'Super Admin', status: 'archive', createdDaysAgo: 1200, lastActiveDaysAgo: 400 });
  const owner = addUser({ email: DEMO_LOGINS.owner, nameFirst: 'Rachel', nameLast: 'Kowalski', phone: '9375550143', group: 'Company Admin', extraRoles: [ROLES.calendarEdit], createdDaysAgo: 420, lastActiveDaysAgo: 0, sms: true });
  const manager = addUser({ email: DEMO_LOGINS.manager, nameFirst: 'Luis', nameLast: 'Gutierrez', phone: '9375550144', group: 'Hiring Manager', createdDaysAgo: 380, lastActiveDaysAgo: 1 });
  const trial = addUser({ email: DEMO_LOGINS.trial, nameFirst: 'Heather', nameLast: 'Schultz', phone: '9205550120', group: 'Company Admin', createdDaysAgo: 5, lastActiveDaysAgo: 0 });
  const expired = addUser({ email: DEMO_LOGINS.expired, nameFirst: 'Nikolai', nameLast: 'Larson', phone: '5075550164', group: 'Company Admin', createdDaysAgo: 800, lastActiveDaysAgo: 20 });
  Object.assign(logins, { [DEMO_LOGINS.admin]: admin.id, [DEMO_LOGINS.owner]: owner.id, [DEMO_LOGINS.manager]: manager.id, [DEMO_LOGINS.trial]: trial.id, [DEMO_LOGINS.expired]: expired.id });

  // ── employers ──
  const employerIds: Record<string, number> = {};
  const employerUsers = new Map<number, DemoUser[]>();
  const employerPlace = new Map<number, UsLocation>();
  const staff = [admin, support, csm];
  for (const plan of EMPLOYER_PLANS) {
    const loc = place(plan.city, plan.state);
    const created = ago(plan.plan === 'trial' ? 5 : plan.plan === 'none' ? rng.int(10, 90) : rng.int(300, 900));
    const id = t.add('employers', {
      name: plan.name,
      size: plan.size,
      status: plan.status,
      street1: plan.street,
      city: loc.city,
      state: loc.state,
      postal_code: loc.postalCode,
      lat: loc.latitude,
      lng: loc.longitude,
      website: `https://www.${plan.name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.example.com`,
      phone: plan.phone,
      introduction: `${plan.name} is a ${plan.size}-person ${plan.industry.toLowerCase()} manufacturer in ${loc.city}, ${loc.state}.`,
      culture_benefits: 'Day-one medical, dental and vision; 401(k) match; paid training and certifications; steady overtime.',
      facility: `Climate-controlled ${rng.int(40, 250)},000 sq ft plant with a dedicated training cell.`,
      products: `Precision components for ${plan.industry.toLowerCase()} customers.`,
      assignee_id: plan.plan === 'none' ? null : rng.pick(staff).id,
      industry_id: industryId.get(plan.industry),
      create_ts: created,
      update_ts: ago(rng.int(0, 10)),
    });
    employerIds[plan.key] = id;
    employerPlace.set(id, loc);
    employerUsers.set(id, []);
    t.add('employer_industries', { employer_id: id, industry_id: industryId.get(plan.industry) });
    t.add('employer_watcher_maps', { employer_id: id, watcher_id: rng.pick(staff).id });
    for (const title of plan.titles.slice(0, 4)) t.add('employer_job_titles', { employer_id: id, job_title_id: titleId.get(title) });
    for (const m of jobTitleByName(must(plan.titles[0], 'title')).machines) t.add('employer_job_skills', { employer_id: id, job_skill_id: skill(`2:${m}`) });
    t.add('employer_features', { employer_id: id, feature_name: 'Talent Search', feature_status: plan.talentSearch });
    t.add('employer_features', { employer_id: id, feature_name: 'UI 3.0', feature_status: plan.plan === 'none' ? 'disabled' : 'enabled' });
    t.add('employer_features', { employer_id: id, feature_name: 'URL Screening', feature_status: plan.key === 'acme' || plan.key === 'greatLakes' ? 'enabled' : 'disabled' });
    t.add('employer_features', { employer_id: id, feature_name: 'Subscription V2', feature_status: plan.plan === 'none' ? 'disabled' : 'enabled' });
  }
  const acmeId = must(employerIds['acme'], 'acme');
  const joinEmployer = (employerId: number, user: DemoUser) => {
    t.add('employer_users', { employer_id: employerId, user_profile_id: user.id, create_ts: ago(300) });
    employerUsers.get(employerId)?.push(user);
    if (t.rows.notification_preferences.some((r) => r['user_profile_id'] === user.id)) return;
    t.add('notification_preferences', { user_profile_id: user.id, communication_id: 'EMPLOYER_NEW_CANDIDATE', channel_email: true, channel_sms: user.id === owner.id });
  };
  joinEmployer(acmeId, owner);
  joinEmployer(must(employerIds['acmePrecision'], 'acme precision'), owner);
  joinEmployer(acmeId, manager);
  joinEmployer(must(employerIds['lakeside'], 'lakeside'), trial);
  joinEmployer(must(employerIds['northfield'], 'northfield'), expired);
  // Teammates in every user status of spec 000 §4, so the users screens show each one.
  const teammateStatuses: readonly (readonly [string, UserStatus, GroupMembership])[] = [
    ['acme', 'invited', 'Hiring Manager'],
    ['acme', 'probation', 'Hiring Manager'],
    ['acme', 'unconfirmed', 'Hiring Manager'],
    ['acme', 'suspend', 'Hiring Manager'],
    ['acmePrecision', 'normal', 'Hiring Manager'],
    ['lakeside', 'unverified', 'Hiring Manager'],
    ['northfield', 'block', 'Hiring Manager'],
    ['greatLakes', 'normal', 'Company Admin'],
    ['greatLakes', 'normal', 'Hiring Manager'],
    ['carolina', 'normal', 'Company Admin'],
    ['loneStar', 'normal', 'Company Admin'],
    ['mesa', 'normal', 'Company Admin'],
    ['mesa', 'invited', 'Hiring Manager'],
    ['riverbend', 'unverified', 'Company Admin'],
    ['summit', 'normal', 'Company Admin'],
    ['prairie', 'normal', 'Company Admin'],
    ['keystone', 'normal', 'Company Admin'],
    ['oldMill', 'archive', 'Company Admin'],
  ];
  const teamRng = createRng(`${DEMO_SEED}:team`);
  teammateStatuses.forEach(([key, status, group], i) => {
    const plan = must(EMPLOYER_PLANS.find((p) => p.key === key), key);
    const first = teamRng.pick(['Karen', 'Derrick', 'Mei', 'Jamal', 'Olga', 'Brian', 'Yesenia', 'Travis', 'Aisha', 'Kevin']);
    const last = teamRng.pick(['Hoffman', 'Nguyen', 'Brooks', 'Castillo', 'Meyer', 'Okafor', 'Sullivan', 'Park', 'Reyes', 'Doyle']);
    const domain = `${plan.name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.test`;
    const user = addUser({ email: `${first}.${last}${i + 1}@${domain}`.toLowerCase(), nameFirst: first, nameLast: last, phone: `${place(plan.city, plan.state).areaCode}5551${String(i).padStart(3, '0')}`, group, status, createdDaysAgo: teamRng.int(20, 600), lastActiveDaysAgo: status === 'invited' ? null : teamRng.int(0, 60), password: status !== 'invited' });
    joinEmployer(must(employerIds[key], key), user);
  });
  // A signed-up account that never chose a group ("not in an auth group").
  addUser({ email: 'new.signup@floorhire.test', nameFirst: 'Chris', nameLast: 'Palmer', group: null, status: 'unverified', createdDaysAgo: 1, lastActiveDaysAgo: null });

  // ── billing ──
  const productId = new Map<string, number>();
  for (const p of PRODUCTS) productId.set(p.name, t.add('billing_products', { name: p.name, nickname: p.nickname, plan: p.plan, interval: 'month', amount_cents: p.amount, job_slot_quantity: p.slots, talent_search_credits: p.credits, active: true }));
  const subscriptionOf = new Map<number, { id: number; slots: number; credits: number; gated: boolean }>();
  let invoiceNumber = 1000;
  for (const plan of EMPLOYER_PLANS) {
    const employerId = must(employerIds[plan.key], plan.key);
    if (plan.plan === 'none') continue;
    if (plan.plan === 'trial') {
      const sub = t.add('subscriptions', { employer_id: employerId, provider: 'local', product_id: productId.get('Free Trial'), status: 'trial', plan: 'Free Trial', price_cents: 0, start_date: isoDate(ago(5)), end_date: isoDate(ahead(9)), job_slot_quantity: 1, talent_search_credits: 5, is_gated: true, create_ts: ago(5), update_ts: ago(5) });
      t.add('subscription_components', { subscription_id: sub, component: 'COPILOT_SLOT', limit: 1, used: 1 });
      t.add('subscription_components', { subscription_id: sub, component: 'TS_UNLOCK', limit: 5, used: 2 });
      subscriptionOf.set(employerId, { id: sub, slots: 1, credits: 5, gated: true });
      continue;
    }
    const product = must(PRODUCTS.find((p) => p.name === plan.product), 'product');
    const monthsRunning = plan.plan === 'expired' ? 12 : plan.plan === 'archived' ? 12 : rng.int(5, 14);
    const endedMonthsAgo = plan.plan === 'expired' ? 2 : plan.plan === 'archived' ? 20 : 0;
    const start = ago((monthsRunning + endedMonthsAgo) * 30);
    const end = plan.plan === 'expired' || plan.plan === 'archived' ? ago(endedMonthsAgo * 30) : ahead(plan.planLength === 'quarterly' ? rng.int(20, 85) : rng.int(40, 330));
    const status = { active: 'active', expired: 'canceled', archived: 'canceled', past_due: 'past_due', paused: 'paused', waiting: 'waiting creation' }[plan.plan];
    const gated = plan.product !== 'Enterprise';
    const price = plan.planLength === 'quarterly' ? product.amount * 3 : product.amount * 12;
    // Northfield had a free trial before it subscribed; its history shows both.
    if (plan.plan === 'expired') t.add('subscriptions', { employer_id: employerId, provider: 'local', product_id: productId.get('Free Trial'), status: 'trial complete', plan: 'Free Trial', price_cents: 0, start_date: isoDate(ago((monthsRunning + endedMonthsAgo) * 30 + 14)), end_date: isoDate(start), job_slot_quantity: 1, talent_search_credits: 5, is_gated: true, create_ts: start, update_ts: start });
    const sub = t.add('subscriptions', {
      employer_id: employerId,
      provider: 'local',
      customer_id: `cus_demo_${employerId}`,
      product_id: productId.get(product.name),
      status,
      plan: product.name,
      price_cents: price,
      billing_cycle: plan.planLength === 'quarterly' ? 'quarter' : 'year',
      plan_length: plan.planLength,
      collection_method: plan.key === 'greatLakes' ? 'send_invoice' : 'charge_automatically',
      start_date: isoDate(start),
      end_date: isoDate(end),
      iterations: plan.planLength === 'quarterly' ? 4 : 1,
      job_slot_quantity: product.slots,
      talent_search_credits: product.credits,
      contract_job_slots: product.slots,
      add_on_job_slots: plan.key === 'acme' ? 1 : 0,
      next_billing_amount_cents: status === 'active' || status === 'past_due' ? price : null,
      is_gated: gated,
      paused_until: status === 'paused' ? isoDate(ahead(30)) : null,
      cancel_date: status === 'canceled' ? isoDate(end) : null,
      create_ts: start,
      update_ts: ago(status === 'canceled' ? endedMonthsAgo * 30 : 3),
    });
    subscriptionOf.set(employerId, { id: sub, slots: product.slots + (plan.key === 'acme' ? 1 : 0), credits: product.credits, gated });
    t.add('payment_methods', { employer_id: employerId, payment_type: plan.key === 'greatLakes' ? 'bank' : 'card', payment_type_number: plan.key === 'greatLakes' ? '6789' : '4242', brand: plan.key === 'greatLakes' ? 'Chase' : 'Visa', is_default: true, needs_verification: false });
    if (plan.key === 'acme') {
      // Spec 002 §9: a job-slot allocation's quantity is the new total, live jobs + 1.
      t.add('allocations', { subscription_id: sub, employer_id: employerId, type: 'job-slot', quantity: (plan.jobs.live ?? 0) + 1, memo: 'Additional Job Slot', creator_id: admin.id, create_ts: ago(40) });
      t.add('allocations', { subscription_id: sub, employer_id: employerId, type: 'talent_search_unlocks', quantity: 50, memo: 'Talent Search Unlocks', creator_id: admin.id, create_ts: ago(25) });
    }
    // Monthly invoices over the life of the subscription: paid, the newest open, one refund.
    const months = plan.plan === 'waiting' ? 0 : monthsRunning;
    for (let m = 0; m < months; m++) {
      const date = ago((monthsRunning + endedMonthsAgo - m) * 30);
      const newest = m === months - 1 && plan.plan !== 'expired' && plan.plan !== 'archived';
      const invStatus = plan.plan === 'past_due' && m >= months - 2 ? 'open' : newest ? 'open' : plan.key === 'acme' && m === 2 ? 'refunded' : 'paid';
      t.add('invoices', {
        employer_id: employerId,
        subscription_id: sub,
        number: `INV-${++invoiceNumber}`,
        status: invStatus,
        amount_cents: product.amount,
        description: `${product.name} plan - ${date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
        payment_method: plan.key === 'greatLakes' ? 'Bank account ending 6789' : 'Visa ending 4242',
        invoice_date: isoDate(date),
        due_date: isoDate(new Date(date.getTime() + 15 * DAY)),
        paid_ts: invStatus === 'paid' || invStatus === 'refunded' ? new Date(date.getTime() + 2 * DAY) : null,
        refunded_ts: invStatus === 'refunded' ? new Date(date.getTime() + 9 * DAY) : null,
        create_ts: date,
      });
    }
  }

  // ── pros ──
  const pros: { pro: GeneratedPro; userId: number; proId: number }[] = [];
  const proRng = createRng(`${DEMO_SEED}:pro-status`);
  const statusForPro = (i: number): UserStatus => {
    // A few pros in each non-normal status, so staff user lists can filter on every status.
    const special = USER_STATUSES.filter((s) => s !== 'normal');
    return i > 0 && i % 97 === 0 ? must(special[(i / 97) % special.length], 'status') : 'normal';
  };
  const demoPro = findDemoPro(now);
  const addPro = (pro: GeneratedPro, email: string, status: UserStatus, nameFirst = pro.nameFirst, nameLast = pro.nameLast, phone = pro.phone): void => {
    const user = addUser({ email, nameFirst, nameLast, phone, group: 'Expert', status, createdDaysAgo: pro.createdDaysAgo, lastActiveDaysAgo: pro.lastActiveDaysAgo, password: email === DEMO_LOGINS.pro || proRng.chance(0.7), sms: proRng.chance(0.6) });
    const titleIds = [...new Set(pro.desiredJobTitles.map((title) => must(titleId.get(title), title)))];
    const skillIds = [skill(`1:${DISCIPLINES.find((d) => d.key === pro.discipline)?.name ?? ''}`), ...pro.skills.map((s) => skill(`1:${s}`))];
    const machineIds = pro.machines.map((m) => must(machineId.get(m.machine), m.machine));
    const brandIds = [...new Set(pro.machines.flatMap((m) => m.brands.map((b) => must(brandId.get(b), b))))];
    const latest = pro.workHistory[0];
    const headlineTitleId = must(titleId.get(pro.jobTitle), pro.jobTitle);
    const resumeText = resumeTextFor(pro, nameFirst, nameLast, email, phone);
    const proId = t.add('pros', {
      user_profile_id: user.id,
      shift_first: pro.shiftFirst,
      shift_second: pro.shiftSecond,
      shift_third: pro.shiftThird,
      pay_rate_min: pro.payRateMin,
      postal_code: pro.location.postalCode,
      city: pro.location.city,
      state: pro.location.state,
      lat: pro.location.latitude,
      lng: pro.location.longitude,
      timezone: timezoneFor(pro.location),
      // The demo pro's resume is a real PDF (data URL); generated pros have parsed text only.
      resume_url: email === DEMO_LOGINS.pro ? resumePdfDataUrl(resumeText.split('\n')) : null,
      resume_text: resumeText,
      summary: pro.summary,
      status: status === 'archive' ? 'archived' : 'active',
      source: proRng.chance(0.85) ? 'organic' : 'ppc',
      history_employer_name: latest?.employerName ?? null,
      history_job_title: latest?.jobTitle ?? null,
      job_title_ids: titleIds,
      skill_ids: [...new Set(skillIds)],
      machine_ids: machineIds,
      brand_ids: brandIds,
      years_by_job_title: { [headlineTitleId]: pro.yearsExperience },
      search_document: [nameFirst, nameLast, pro.jobTitle, ...pro.desiredJobTitles, ...pro.skills, ...pro.machines.map((m) => `${m.machine} ${m.brands.join(' ')}`), ...pro.materials, latest?.employerName ?? '', pro.location.city, pro.location.state].join(' '),
      last_active_ts: ago(pro.lastActiveDaysAgo),
      create_ts: ago(pro.createdDaysAgo),
      update_ts: ago(pro.lastActiveDaysAgo),
    });
    titleIds.forEach((id, i) => t.add('pro_job_titles', { pro_id: proId, job_title_id: id, years_experience: i === 0 ? pro.yearsExperience : null }));
    for (const id of new Set(skillIds)) t.add('pro_skills', { pro_id: proId, job_skill_id: id });
    t.add('pro_knowledge_discipline_maps', { pro_id: proId, knowledge_discipline_id: disciplineId.get(pro.discipline) });
    for (const industry of pro.industries) t.add('pro_industry_maps', { pro_id: proId, industry_id: industryId.get(industry) });
    for (const m of pro.machines) {
      const mapId = t.add('pro_machine_maps', { pro_id: proId, machine_id: machineId.get(m.machine) });
      for (const b of m.brands) t.add('pro_machine_brand_maps', { pro_machine_map_id: mapId, brand_id: brandId.get(b) });
    }
    if (pro.achievement) t.add('pro_achievement_maps', { pro_id: proId, achievement_id: pro.achievement === 'elite' ? 1 : 2 });
    if (status === 'block') t.add('pro_achievement_maps', { pro_id: proId, achievement_id: 3 });
    for (const job of pro.workHistory) t.add('pro_work_history', { pro_id: proId, employer_name: job.employerName, job_title: job.jobTitle, job_title_id: titleId.get(job.jobTitle), city: job.city, state: job.state, description: job.description, start_yyyymm: job.startYYYYMM, end_yyyymm: job.endYYYYMM });
    for (const e of pro.education) {
      const [degree, field] = e.kind === 'college' || e.kind === 'trade-school' ? e.credential.split(', ') : [e.credential, null];
      const endYYYYMM = e.completionYear * 100 + (e.kind === 'certification' ? 1 + (e.completionYear % 12) : 6);
      const startYYYYMM = e.kind === 'high-school' ? (e.completionYear - 4) * 100 + 8 : e.kind === 'college' || e.kind === 'trade-school' ? (e.completionYear - (degree?.startsWith('Associate') ? 2 : 1)) * 100 + 8 : null;
      t.add('pro_education', { pro_id: proId, kind: e.kind === 'certification' ? 'certification' : 'education', school: e.school, degree, field_of_study: field ?? null, start_yyyymm: startYYYYMM !== null && startYYYYMM <= endYYYYMM ? startYYYYMM : null, end_yyyymm: endYYYYMM });
    }
    t.add('pro_preferences', {
      pro_id: proId,
      pay_rate_min: pro.payRateMin,
      max_commute: pro.maxCommuteMiles,
      shifts: pro.shifts,
      postal_code: pro.location.postalCode,
      job_title_ids: titleIds,
      industry_ids: pro.industries.map((i) => must(industryId.get(i), i)),
      knowledge_discipline_ids: [must(disciplineId.get(pro.discipline), pro.discipline)],
      machines: pro.machines.map((m) => ({ machineId: machineId.get(m.machine), brandIds: m.brands.map((b) => brandId.get(b)) })),
    });
    pro.references.forEach((r, i) => {
      const created = ago(Math.max(1, pro.createdDaysAgo - 3));
      t.add('pro_references', { uuid: uuidFor(`${proId}:${i}`), pro_id: proId, name_first: r.nameFirst, name_last: r.nameLast, email: r.email, phone: r.phone, company: r.company, relationship: r.relationship, status: r.endorsed ? 'endorsed' : 'requested', endorsement: r.endorsement, rating: r.endorsed ? (i % 2 === 0 ? 5 : 4) : null, endorse_ts: r.endorsed ? new Date(created.getTime() + 2 * DAY) : null, create_ts: created });
    });
    pros.push({ pro, userId: user.id, proId });
  };
  addPro(demoPro, DEMO_LOGINS.pro, 'normal', 'Daniel', 'Reyes', '9375550199');
  logins[DEMO_LOGINS.pro] = must(pros[0], 'demo pro').userId;
  for (let i = 0; i < proCount; i++) {
    const pro = generatePro(DEMO_SEED, i, now);
    addPro(pro, pro.email, statusForPro(i));
  }
  const demoProEntry = must(pros[0], 'demo pro');
  const activePros = pros.filter((p, i) => i > 0 && p.pro.lastActiveDaysAgo < 400);
  const byDiscipline = new Map<DisciplineKey, typeof pros>();
  for (const p of activePros) byDiscipline.set(p.pro.discipline, [...(byDiscipline.get(p.pro.discipline) ?? []), p]);
  const nearbyPros = (discipline: DisciplineKey, loc: UsLocation, count: number, r: Rng) => {
    const pool = [...(byDiscipline.get(discipline) ?? activePros)].sort((a, b) => distanceMiles(a.pro.location, loc) - distanceMiles(b.pro.location, loc));
    return r.sample(pool.slice(0, Math.max(count * 3, 40)), count);
  };

  // ── message templates ──
  const templates: readonly (readonly [string, string])[] = [
    ['Interview invitation', 'Hi {{Pro FirstName}}, this is {{My Name}} from {{Company Name}}. We would like to invite you to interview. What times work for you this week?'],
    ['Thanks for applying', 'Hi {{Pro FirstName}}, thanks for applying to {{Company Name}}. We are reviewing your profile and will be in touch soon.'],
    ['Still interested?', 'Hi {{Pro FirstName}}, are you still interested in the position at {{Company Name}}? Reply YES and we will set up a quick call.'],
    ['Offer follow-up', 'Hi {{Pro FullName}}, congratulations again! Please reply with any questions about your offer from {{Company Name}}.'],
  ];
  templates.forEach(([title, message], i) => t.add('message_templates', { employer_id: null, user_profile_id: null, title, message, is_favorite: false, status: 'live', type: 'product', create_ts: ago(300 - i), update_ts: ago(300 - i) }));
  t.add('message_templates', { employer_id: acmeId, user_profile_id: owner.id, title: 'Second shift opening', message: 'Hi {{Pro FirstName}}, {{Company Name}} has a second shift CNC opening with a $2/hr shift premium. Interested?', is_favorite: true, status: 'live', type: 'custom', create_ts: ago(60), update_ts: ago(3) });
  t.add('message_templates', { employer_id: acmeId, user_profile_id: null, title: 'Plant tour', message: 'Hi {{Pro FirstName}}, come see our shop! Tours run Tuesdays at 10 am. - {{My Name}}, {{Company Name}}', is_favorite: false, status: 'live', type: 'custom', create_ts: ago(90), update_ts: ago(12) });
  t.add('message_templates', { employer_id: acmeId, user_profile_id: manager.id, title: 'Bring your certifications', message: 'Hi {{Pro FirstName}}, please bring copies of your certifications to the interview. Thanks! {{My Name}}', is_favorite: false, status: 'live', type: 'custom', create_ts: ago(45), update_ts: ago(8) });
  t.add('message_templates', { employer_id: acmeId, user_profile_id: owner.id, title: 'Old holiday schedule', message: 'We are closed for the holidays; we will reply on Monday.', is_favorite: false, status: 'removed', type: 'custom', create_ts: ago(200), update_ts: ago(150) });

  // ── jobs, applicants and everything that hangs off them ──
  const calendarAccount = t.add('calendar_accounts', { user_profile_id: owner.id, provider: 'google', email: 'rachel.kowalski@acme-machining.test', primary_calendar_id: 'primary', status: 'connected' });
  const usedStatuses = new Set<ApplicantStatus>();
  const usedSlotStatuses = new Set<string>();
  const interviewCounter = { next: 0 };
  let conversationCount = 0;
  const conversationByPair = new Set<string>();
  for (const plan of EMPLOYER_PLANS) {
    const employerId = must(employerIds[plan.key], plan.key);
    const loc = must(employerPlace.get(employerId), 'employer place');
    const team = (employerUsers.get(employerId) ?? []).filter((u) => u.status === 'normal');
    const creator = team[0] ?? owner;
    const jobRng = createRng(`${DEMO_SEED}:jobs:${plan.key}`);
    const statuses = JOB_STATUSES.flatMap((s) => Array.from({ length: plan.jobs[s] ?? 0 }, () => s));
    let liveIndex = -1;
    statuses.forEach((status, j) => {
      if (status === 'live') liveIndex++;
      const title = jobTitleByName(must(plan.titles[j % plan.titles.length], 'title'));
      const created = ago(status === 'live' ? jobRng.int(5, 75) : status === 'draft' ? jobRng.int(0, 20) : status === 'expired' ? jobRng.int(120, 200) : jobRng.int(60, 300));
      const shift = jobRng.weighted<RuleShiftCode>([
        [1, 5],
        [2, 3],
        [3, 1],
        [4, 0.5],
        [0, 0.5],
        [null, 1],
      ]);
      const annual = title.skillLevel === 'HIGH' && jobRng.chance(0.25);
      const payMin = Math.round(title.pay[0] + (title.pay[1] - title.pay[0]) * 0.3);
      const payMax = Math.round(title.pay[0] + (title.pay[1] - title.pay[0]) * 0.8);
      const machines = title.machines.slice(0, 3).map((name) => ({ machine: name, brands: jobRng.sample(machineByName(name).brands, 2) }));
      const skills = title.skills.slice(0, 5);
      const hireType = jobRng.weighted([
        ['Full-Time', 8],
        ['Part-Time', 1],
        ['Project', 1],
      ] as const);
      const text = describeJob({ title, employerName: plan.name, city: loc.city, state: loc.state, payRateMin: payMin, payRateMax: payMax, shiftLabel: shiftLabel(shift), hireType, machines, skills });
      const assignee = jobRng.pick(team.length > 0 ? team : [creator]);
      const statusPath: JobStatus[] = status === 'draft' ? ['draft'] : status === 'live' ? (j % 4 === 3 ? ['draft', 'live', 'removed', 'live'] : ['draft', 'live']) : status === 'removed' ? ['draft', 'live', 'removed'] : status === 'expired' ? ['draft', 'live', 'expired'] : ['draft', 'live', 'removed', 'archived'];
      const stepDays = (created.getTime() - ago(status === 'draft' ? 0 : 1).getTime()) / DAY / statusPath.length;
      const statusTimes = statusPath.map((_, k) => new Date(created.getTime() - k * stepDays * DAY));
      const jobId = t.add('jobs', {
        employer_id: employerId,
        job_title_id: titleId.get(title.title),
        job_title_custom: null,
        display_title: j % 5 === 2 ? `${title.title} - ${shiftLabel(shift) || 'Day'} Shift` : title.title,
        status,
        employer_assignee_id: assignee.id,
        assignee_id: jobRng.pick(staff).id,
        creator_id: creator.id,
        hire_type: hireType,
        shift,
        start_time: shift === 0 ? '06:00' : null,
        end_time: shift === 0 ? '14:30' : null,
        pay_rate_min: annual ? null : payMin,
        pay_rate_max: annual ? null : payMax,
        pay_rate_salary_min: annual ? payMin * 2080 : null,
        pay_rate_salary_max: annual ? payMax * 2080 : null,
        pay_rate_period: annual ? 'annual' : 'hourly',
        experience: { LOW: 'entry', MEDIUM: 'mid', HIGH: 'senior' }[title.skillLevel],
        raw_description: text.raw,
        description_html: text.html,
        description_markdown: text.markdown,
        street1: plan.street,
        city: loc.city,
        state: loc.state,
        postal_code: loc.postalCode,
        lat: loc.latitude,
        lng: loc.longitude,
        anonymous: j % 9 === 8,
        auto_submission: jobRng.chance(0.3),
        hires_per_position: jobRng.int(1, 4),
        minimum_applicants_per_week: jobRng.pick([5, 10, 15]),
        screening_action: plan.key === 'acme' && j === 1 ? 'url' : 'screen',
        employer_career_site_url: plan.key === 'acme' && j === 1 ? 'https://careers.acme-machining.example.com/jobs/cnc' : null,
        status_update_ts: must(statusTimes[statusTimes.length - 1], 'status time'),
        create_ts: created,
        update_ts: must(statusTimes[statusTimes.length - 1], 'status time'),
      });
      statusPath.forEach((s, k) => t.add('job_status_history', { job_id: jobId, status: s, creator_id: k === 0 ? creator.id : jobRng.pick([creator, assignee, admin]).id, create_ts: statusTimes[k] }));
      for (const watcher of team.slice(0, 2)) t.add('job_watchers', { job_id: jobId, watcher_id: watcher.id, kind: 'employer' });
      t.add('job_watchers', { job_id: jobId, watcher_id: jobRng.pick(staff).id, kind: 'admin' });
      const questionIds = jobRng.sample(SCREENER_QUESTIONS[title.discipline], jobRng.int(3, Math.min(7, SCREENER_QUESTIONS[title.discipline].length))).map((question, k) => t.add('screener_questions', { job_id: jobId, question, display_order: k + 1 }));
      t.add('job_knowledge_discipline_maps', { job_id: jobId, knowledge_discipline_id: disciplineId.get(title.discipline) });
      for (const m of machines) {
        const mapId = t.add('job_machine_maps', { job_id: jobId, machine_id: machineId.get(m.machine) });
        for (const b of m.brands) t.add('job_machine_brand_maps', { job_machine_map_id: mapId, brand_id: brandId.get(b) });
      }
      for (const s of skills) t.add('job_skill_maps', { job_id: jobId, job_skill_id: skill(`1:${s}`) });
      for (const material of materialsForJob(title, jobRng)) t.add('job_material_maps', { job_id: jobId, material_id: materialId.get(material) });
      if (status === 'draft') return;

      // Applicants: live jobs get a full funnel; closed jobs keep their old applicants.
      const count = status === 'live' ? (plan.key === 'acme' ? jobRng.int(18, 28) : jobRng.int(8, 16)) : jobRng.int(3, 8);
      const candidates = nearbyPros(title.discipline, loc, count, jobRng);
      if (plan.key === 'acme' && status === 'live' && liveIndex < 6) candidates.unshift(demoProEntry);
      candidates.forEach((candidate, k) => {
        let appStatus: ApplicantStatus;
        if (candidate === demoProEntry) appStatus = must((['Interview', 'New', 'Review', 'Offer', 'Not interested', 'Rejected'] as const)[liveIndex], 'demo pro status');
        else if (plan.key === 'acme' && status === 'live' && liveIndex === 0 && k - 1 < APPLICANT_STATUSES.length && k >= 1) appStatus = must(APPLICANT_STATUSES[k - 1], 'status');
        else if (status !== 'live') appStatus = jobRng.pick(['Rejected', 'Hired', 'Not interested', 'Review'] as const);
        else appStatus = jobRng.weighted(STATUS_WEIGHTS);
        usedStatuses.add(appStatus);
        const path = STATUS_PATHS[appStatus];
        const jobAgeDays = (now.getTime() - created.getTime()) / DAY;
        const applyDays = status === 'live' ? Math.min(jobAgeDays, jobRng.bell(0.2, Math.min(jobAgeDays, 40))) : jobRng.bell(30, Math.max(31, jobAgeDays));
        const appliedAt = ago(applyDays, jobRng.int(0, 10));
        const pathTimes = path.map((_, p) => new Date(appliedAt.getTime() + (p * (applyDays * DAY)) / (path.length + 1)));
        const lastTs = must(pathTimes[pathTimes.length - 1], 'path time');
        const screened = appStatus !== 'Notified' && jobRng.chance(0.8);
        const applied = !['Notified', 'Contact'].includes(path[0] ?? '') || appStatus === 'Contact';
        const applicantId = t.add('job_applicants', {
          job_id: jobId,
          user_profile_id: candidate.userId,
          status: appStatus,
          screened,
          score: appStatus === 'Notified' ? null : Math.round(jobRng.bell(3, 10) * 10) / 10,
          score_summary: appStatus === 'Notified' ? null : jobRng.pick(SCORE_SUMMARIES),
          apply_ts: applied ? appliedAt : null,
          submit_ts: screened ? new Date(appliedAt.getTime() + 3_600_000) : null,
          screening_last_sent_ts: screened || appStatus === 'Contact' ? appliedAt : null,
          screening_sent_count: screened ? 1 : appStatus === 'Contact' ? jobRng.int(1, 2) : 0,
          applicant_attended: appStatus === 'Offer' || appStatus === 'Hired' ? 1 : null,
          rejection_reason: appStatus === 'Rejected' ? jobRng.pick(REJECTION_REASONS) : null,
          analytic_source: jobRng.pick(['floorhire', 'indeed', 'google', 'facebook']),
          analytic_channel: jobRng.pick(['email', 'sms', 'web']),
          analytic_medium: jobRng.pick(['organic', 'cpc', 'referral']),
          analytic_campaign: jobRng.chance(0.3) ? 'SKILLED_PRO_WEEKLY_JOB_NOTIFICATION' : null,
          create_ts: appliedAt,
          update_ts: lastTs,
        });
        path.forEach((s, p) =>
          t.add('job_applicant_status_history', {
            job_applicant_id: applicantId,
            status: s,
            creator_id: s === 'New' || s === 'Not interested' ? candidate.userId : s === 'Notified' ? null : jobRng.pick(team.length > 0 ? team : [creator]).id,
            reason: s === 'Rejected' ? jobRng.pick(REJECTION_REASONS) : null,
            create_ts: pathTimes[p],
          }),
        );
        if (appStatus === 'Not interested') t.add('not_interested_reasons', { job_applicant_id: applicantId, reason: jobRng.pick(NOT_INTERESTED_REASONS), update_ts: lastTs });
        if (screened) questionIds.forEach((qid) => t.add('screener_answers', { job_applicant_id: applicantId, screener_question_id: qid, answer: jobRng.pick(SCREENER_ANSWERS) }));
        if (['Interview', 'Offer', 'Hired'].includes(appStatus)) {
          addInterview(t, { applicantId, appStatus, jobRng, now, ahead, ago, loc, plan, calendarAccount: plan.key === 'acme' ? calendarAccount : null, ownerId: owner.id, proUserId: candidate.userId, usedSlotStatuses, interviewCounter, isDemoPro: candidate === demoProEntry });
        }
        if (k % 4 === 0 && appStatus !== 'Notified') {
          t.add('pro_notes', { pro_user_profile_id: candidate.userId, employer_id: employerId, author_id: jobRng.pick(team.length > 0 ? team : [creator]).id, job_applicant_id: applicantId, description: jobRng.pick(['Strong phone screen. Knows Fanuc controls well.', 'Asked about second shift premium.', 'Has own tools; can start in two weeks.', 'Needs forklift recert before start.', 'Great attitude, a bit light on GD&T.']), create_ts: new Date(lastTs.getTime() + 3_600_000) });
        }
        if (k % 11 === 5) t.add('pro_notes', { pro_user_profile_id: candidate.userId, employer_id: null, author_id: admin.id, job_applicant_id: applicantId, description: 'Staff: verified certifications by phone.', create_ts: lastTs });
        const pairKey = `${employerId}:${candidate.userId}`;
        const wantsConversation = status === 'live' && ['Client', 'Review', 'Interview', 'Offer', 'Hired', 'Contact'].includes(appStatus) && !conversationByPair.has(pairKey);
        if (wantsConversation && (plan.key === 'acme' || jobRng.chance(0.4))) {
          conversationByPair.add(pairKey);
          conversationCount++;
          const sender = jobRng.pick(team.length > 0 ? team : [creator]);
          addConversation(t, { employerId, employerName: plan.name, candidate, sender, jobId, applicantId, rng: jobRng, startAt: appliedAt, now, disabled: conversationCount === 3, unread: conversationCount % 3 === 1 });
        }
        if (status === 'live' && (appStatus === 'Client' || appStatus === 'New') && k % 2 === 0) {
          for (const member of team.slice(0, 2)) t.add('inbox_items', { type: 'prescreened candidate', user_profile_id: member.id, employer_id: employerId, job_id: jobId, pro_id: candidate.userId, job_applicant_id: applicantId, conversation_id: null, read: k % 3 === 0, seen: k % 3 !== 2, create_ts: lastTs });
        }
      });
      // Pros notified about live jobs (job-notification outreach).
      if (status === 'live') {
        nearbyPros(title.discipline, loc, 12, jobRng).forEach((p, k) => {
          t.add('job_notifications', { job_id: jobId, user_profile_id: p.userId, status: must((['NOT QUEUED', 'QUEUED', 'APPLIED', 'SKIPPED', 'NO REPLY', 'DISMISSED'] as const)[k % 6], 'notification status'), channel: k % 2 === 0 ? 'email' : 'sms', create_ts: ago(jobRng.int(1, 20)), update_ts: ago(jobRng.int(0, 1)) });
        });
      }
    });
  }
  // The demo pro is also invited (Notified) to a Great Lakes job: an opportunity to apply to.
  const greatLakesJob = t.rows.jobs.find((j) => j['employer_id'] === employerIds['greatLakes'] && j['status'] === 'live');
  if (greatLakesJob) {
    const id = t.add('job_applicants', { job_id: greatLakesJob['id'], user_profile_id: demoProEntry.userId, status: 'Notified', screened: false, screening_sent_count: 0, create_ts: ago(2), update_ts: ago(2) });
    t.add('job_applicant_status_history', { job_applicant_id: id, status: 'Notified', creator_id: null, create_ts: ago(2) });
  }
  for (const s of APPLICANT_STATUSES) if (!usedStatuses.has(s)) throw new Error(`demo seed: no applicant in status ${s}`);
  for (const s of INTERVIEW_SLOT_STATUSES) if (!usedSlotStatuses.has(s)) throw new Error(`demo seed: no interview slot in status ${s}`);

  // ── talent search for Acme: shortlists, saved searches, viewed candidates, unlocks ──
  const tsRng = createRng(`${DEMO_SEED}:talent`);
  const acmeLoc = place('Dayton', 'OH');
  const shortlistDefs: readonly (readonly [string, DisciplineKey])[] = [
    ['Dayton CNC machinists', 'cnc'],
    ['Maintenance bench', 'maintenance'],
    ['Second shift quality', 'quality'],
  ];
  shortlistDefs.forEach(([title, discipline], i) => {
    const id = t.add('shortlists', { employer_id: acmeId, owner_id: i === 2 ? manager.id : owner.id, title, create_ts: ago(40 - i * 10), update_ts: ago(5 - i) });
    for (const p of nearbyPros(discipline, acmeLoc, 8, tsRng)) t.add('shortlist_pros', { shortlist_id: id, pro_user_profile_id: p.userId });
  });
  const savedQueries = [
    { location: 'Dayton, OH', aroundRadius: 30, query: 'cnc machinist', selectedFilters: { jobTitles: [titleId.get('CNC Machinist')], brands: [brandId.get('Haas')] } },
    { location: 'Cincinnati, OH', aroundRadius: 50, query: 'maintenance technician plc', selectedFilters: { skills: [skill('1:PLC Ladder Logic')] } },
    { location: 'Springfield, OH', aroundRadius: 25, query: '', selectedFilters: { machines: [machineId.get('Wire EDM')] } },
  ];
  savedQueries.forEach((query, i) => t.add('saved_searches', { user_profile_id: owner.id, employer_id: acmeId, query, create_ts: ago(30 - i * 7), update_ts: ago(30 - i * 7) }));
  const viewed = nearbyPros('cnc', acmeLoc, 30, tsRng);
  viewed.forEach((p, i) => t.add('viewed_candidates', { user_profile_id: owner.id, candidate_id: p.userId, employer_id: acmeId, update_ts: ago(i % 25, i) }));
  const unlockSources = ['ppp', 'application', 'bulk_messaging', 'pdp'] as const;
  const unlocked = new Set<number>();
  viewed.slice(0, 24).forEach((p, i) => {
    unlocked.add(p.userId);
    t.add('pro_unlocks', { employer_id: acmeId, pro_user_profile_id: p.userId, unlocked_by: i % 3 === 0 ? manager.id : owner.id, source: must(unlockSources[i % 4], 'source'), create_ts: ago(i, 2) });
  });
  const lakesideId = must(employerIds['lakeside'], 'lakeside');
  nearbyPros('molding', place('Sheboygan', 'WI'), 2, tsRng).forEach((p) => t.add('pro_unlocks', { employer_id: lakesideId, pro_user_profile_id: p.userId, unlocked_by: trial.id, source: 'ppp', create_ts: ago(2) }));
  // Subscription usage agrees with the rows above.
  const acmeSub = subscriptionOf.get(acmeId);
  if (acmeSub) {
    const liveJobs = t.rows.jobs.filter((j) => j['employer_id'] === acmeId && j['status'] === 'live').length;
    t.add('subscription_components', { subscription_id: acmeSub.id, component: 'COPILOT_SLOT', limit: acmeSub.slots, used: liveJobs });
    t.add('subscription_components', { subscription_id: acmeSub.id, component: 'TS_UNLOCK', limit: acmeSub.credits + 50, used: unlocked.size });
  }
  // An opted-out pro: messaging them answers 'Candidate opted out of SMS messaging'.
  const optedOut = pros[25];
  if (optedOut) t.add('sms_opt_outs', { phone: optedOut.pro.phone });

  // ── staff tools ──
  const batches: readonly (readonly [string, string, number, string | null])[] = [
    ['upload', 'completed', 5, null],
    ['5x5-csv', 'error', 2, 'Row 2: phone must have 10 digits'],
    ['upload', 'pending', 3, null],
  ];
  batches.forEach(([kind, status, files, error], b) => {
    const id = t.add('resume_batches', { creator_id: admin.id, kind, status, file_count: files, error, create_ts: ago(20 - b * 8), update_ts: ago(19 - b * 8) });
    for (let f = 0; f < files; f++) {
      const fileStatus = status === 'completed' ? 'completed' : status === 'error' ? (f === 0 ? 'error' : 'completed') : must((['pending', 'uploaded', 'processing'] as const)[f % 3], 'file status');
      t.add('resume_batch_files', { batch_id: id, file_name: `resume-${b + 1}-${f + 1}.${kind === '5x5-csv' ? 'csv' : 'pdf'}`, storage_url: null, status: fileStatus, error: fileStatus === 'error' ? error : null, user_profile_id: fileStatus === 'completed' ? pros[100 + b * 10 + f]?.userId : null });
    }
  });
  t.add('job_board_requests', { employer_id: employerIds['greatLakes'], contact_email: 'hr@great-lakes-tool-and-die.test', first_name: 'Karen', last_name: 'Hoffman', company_name: 'Great Lakes Tool & Die', posts_to_job_board: true, information: { jobsPerMonth: 4, budgetPerJob: 250 }, status: 'submitted', submitted_ts: ago(12) });
  t.add('job_board_requests', { employer_id: acmeId, contact_email: DEMO_LOGINS.owner, first_name: 'Rachel', last_name: 'Kowalski', company_name: DEMO_EMPLOYERS.acme, posts_to_job_board: null, information: {}, status: 'draft', submitted_ts: null });
  t.add('referrals', { user_profile_id: trial.id, channel: 'trade show or industry event', name: 'IMTS', create_ts: ago(5) });
  t.add('referrals', { user_profile_id: owner.id, channel: 'colleague or friend referral', create_ts: ago(420) });

  return { rows: t.rows, logins, employerIds, proCount: pros.length };
}

function materialsForJob(title: JobTitle, rng: Rng): string[] {
  const byDiscipline: Partial<Record<DisciplineKey, string[]>> = { cnc: ['Aluminum 6061', '304 Stainless Steel', '4140 Alloy Steel', 'Titanium (Ti-6Al-4V)'], welding: ['Carbon Steel (A36)', '304 Stainless Steel', 'Aluminum 6061'], molding: ['Polypropylene (PP)', 'ABS', 'Nylon (PA6/PA66)', 'Polycarbonate (PC)'], tooling: ['D2 Tool Steel', 'H13 Tool Steel'], 'sheet-metal': ['Carbon Steel (A36)', 'Galvanized Steel', 'Aluminum 5052'] };
  return rng.sample(byDiscipline[title.discipline] ?? [], 2);
}

interface InterviewInput {
  applicantId: number;
  appStatus: ApplicantStatus;
  jobRng: Rng;
  now: Date;
  ahead: (days: number) => Date;
  ago: (days: number, hours?: number) => Date;
  loc: UsLocation;
  plan: EmployerPlan;
  calendarAccount: number | null;
  ownerId: number;
  proUserId: number;
  usedSlotStatuses: Set<string>;
  interviewCounter: { next: number };
  isDemoPro: boolean;
}

/** Interview slots at quarter hours during the working day (Chicago time ≈ UTC-5/6). */
function slotTime(base: Date, rng: Rng): Date {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), rng.int(14, 21), rng.pick([0, 15, 30, 45])));
  return d;
}

function addInterview(t: Tables, input: InterviewInput): void {
  const { applicantId, appStatus, jobRng: rng, ahead, ago, loc, plan } = input;
  const type = rng.pick(['Onsite', 'Phone', 'Video'] as const);
  const past = appStatus !== 'Interview';
  // Interview-stage applicants cycle through the slot states; offers and hires met in the past.
  const variant = input.isDemoPro ? 0 : input.usedSlotStatuses.size < 6 ? input.interviewCounter.next++ % 5 : rng.int(0, 4);
  const slots: { ts: Date; status: string; proposer: string }[] = [];
  if (past) {
    slots.push({ ts: slotTime(ago(rng.int(3, 12)), rng), status: 'Accepted', proposer: 'Business' });
  } else if (variant === 0) {
    slots.push({ ts: slotTime(ahead(2), rng), status: 'Proposed', proposer: 'Business' }, { ts: slotTime(ahead(3), rng), status: 'Proposed', proposer: 'Business' }, { ts: slotTime(ahead(4), rng), status: 'Proposed', proposer: 'Business' });
  } else if (variant === 1) {
    slots.push({ ts: slotTime(ahead(rng.int(1, 10)), rng), status: 'Accepted', proposer: 'Skilled Pro' }, { ts: slotTime(ahead(1), rng), status: 'Rejected', proposer: 'Business' });
  } else if (variant === 2) {
    slots.push({ ts: slotTime(ahead(rng.int(1, 7)), rng), status: 'Confirmed', proposer: 'Business' });
  } else if (variant === 3) {
    slots.push({ ts: slotTime(ago(1), rng), status: 'Rescheduled', proposer: 'Business' }, { ts: slotTime(ahead(rng.int(2, 9)), rng), status: 'Accepted', proposer: 'Super Admin' });
  } else {
    slots.push({ ts: slotTime(ahead(rng.int(1, 5)), rng), status: 'Canceled', proposer: 'Business' });
  }
  const created = ago(rng.int(2, 8));
  const interviewId = t.add('interviews', {
    job_applicant_id: applicantId,
    type,
    scheduling_type: variant === 2 ? 'auto' : 'manual',
    applicant_attended: past ? 1 : null,
    location: type === 'Onsite' ? `${plan.street}, ${loc.city}, ${loc.state} ${loc.postalCode}` : type === 'Phone' ? 'We will call the number on your profile' : 'Video link sent by e-mail',
    interview_details: 'Bring safety glasses and steel-toe boots; we will walk the floor after the interview.',
    interview_length: rng.pick([15, 30, 60] as const),
    allow_same_day_interview: rng.chance(0.3),
    timezone: timezoneFor(loc),
    calendar_account_id: input.calendarAccount,
    create_ts: created,
    update_ts: created,
  });
  for (const slot of slots) {
    input.usedSlotStatuses.add(slot.status);
    t.add('interview_slots', { interview_id: interviewId, ts_interview: slot.ts, proposer: slot.proposer, status: slot.status, create_ts: created, update_ts: created });
    if (input.calendarAccount && (slot.status === 'Accepted' || slot.status === 'Confirmed' || slot.status === 'Canceled')) {
      t.add('calendar_events', { calendar_account_id: input.calendarAccount, interview_id: interviewId, user_profile_id: input.ownerId, ics_uid: `interview-${interviewId}-${slot.ts.getTime()}@floorhire.test`, starts_ts: slot.ts, ends_ts: new Date(slot.ts.getTime() + 30 * 60_000), status: slot.status === 'Canceled' ? 'canceled' : 'accepted' });
    }
  }
}

interface ConversationInput {
  employerId: number;
  employerName: string;
  candidate: { pro: GeneratedPro; userId: number };
  sender: DemoUser;
  jobId: number;
  applicantId: number;
  rng: Rng;
  startAt: Date;
  now: Date;
  disabled: boolean;
  unread: boolean;
}

function addConversation(t: Tables, c: ConversationInput): void {
  const first = c.candidate.pro.nameFirst;
  const lines: [fromPro: boolean, text: string][] = [
    [false, `Hi ${first}, this is ${c.sender.nameFirst} from ${c.employerName}. Thanks for applying! Do you have a few minutes to talk this week?`],
    [true, c.rng.pick(['Yes, I am free after 3 pm most days.', 'Sure, mornings work best for me.', 'Yes! Tuesday or Wednesday works.'])],
    [false, c.rng.pick(['Great, I will send over a couple of times.', 'Perfect. Can you bring your certifications?', 'Thanks! What shift are you looking for?'])],
    [true, c.rng.pick(['Sounds good, thank you.', 'First shift ideally, but I am flexible.', 'Will do. See you then.'])],
  ];
  const count = c.rng.int(2, lines.length);
  const span = Math.max(1, (c.now.getTime() - c.startAt.getTime()) / DAY);
  const times = Array.from({ length: count }, (_, i) => new Date(c.startAt.getTime() + ((i + 1) * span * DAY) / (count + 1)));
  const last = lines[count - 1];
  const lastTs = must(times[count - 1], 'message time');
  const conversationId = t.add('conversations', {
    employer_id: c.employerId,
    user_profile_id: c.candidate.userId,
    job_id: c.jobId,
    job_applicant_id: c.applicantId,
    status: c.disabled ? 'disabled' : 'active',
    source: c.rng.chance(0.8) ? 'ppp' : 'ppc',
    latest_message_text: last?.[1] ?? null,
    active_ts: lastTs,
    read: !(c.unread && last?.[0]),
    create_ts: c.startAt,
  });
  lines.slice(0, count).forEach(([fromPro, text], i) => {
    t.add('messages', { conversation_id: conversationId, sender_id: fromPro ? c.candidate.userId : c.sender.id, content: text, status: i === count - 1 && !fromPro && c.disabled ? 'failed' : 'sent', channel: 'sms', create_ts: times[i] });
  });
  if (last?.[0]) t.add('inbox_items', { type: 'new message', user_profile_id: c.sender.id, employer_id: c.employerId, job_id: c.jobId, pro_id: c.candidate.userId, job_applicant_id: c.applicantId, conversation_id: conversationId, read: !c.unread, seen: !c.unread, create_ts: lastTs });
}

/** The demo pro: a CNC machinist near Dayton with a rich profile (work, school, certificates, references). */
function findDemoPro(now: Date): GeneratedPro {
  for (let i = 0; i < 50_000; i++) {
    const p = generatePro(`${DEMO_SEED}:login`, i, now);
    const rich = p.jobTitle === 'CNC Machinist' && p.workHistory.length >= 3 && p.workHistory[0]?.end === null && p.references.length >= 2 && p.education.some((e) => e.kind === 'college') && p.education.some((e) => e.kind === 'certification');
    if (rich) {
      const dayton = place('Dayton', 'OH');
      return { ...p, location: dayton, workHistory: p.workHistory.map((w, k) => (k === 0 ? { ...w, city: 'Dayton', state: 'OH' } : w)), summary: p.summary };
    }
  }
  throw new Error('demo seed: no pro matched the demo profile');
}

function resumeTextFor(pro: GeneratedPro, nameFirst: string, nameLast: string, email: string, phone: string): string {
  const history = pro.workHistory.map((w) => `${w.jobTitle}, ${w.employerName}, ${w.city}, ${w.state} (${w.start} - ${w.end ?? 'Present'})`).join('\n');
  const education = pro.education.map((e) => `${e.credential}, ${e.school} (${e.completionYear})`).join('\n');
  return `${nameFirst} ${nameLast}\n${pro.location.city}, ${pro.location.state} ${pro.location.postalCode} | ${phone} | ${email}\n\nSUMMARY\n${pro.summary}\n\nEXPERIENCE\n${history}\n\nEDUCATION AND CERTIFICATIONS\n${education}\n\nSKILLS\n${pro.skills.join(', ')}`;
}

/** A stable version-4-shaped UUID from a string (references need stable public links). */
function uuidFor(key: string): string {
  const r = createRng(`${DEMO_SEED}:uuid:${key}`);
  const hex = Array.from({ length: 32 }, () => r.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + r.int(0, 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
