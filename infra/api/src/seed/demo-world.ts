// The baseline demo world: the taxonomy and the plans on offer, the demo logins and staff, the
// demo employers with their teams, and 2,000+ pros with full profiles, built in memory from the
// seed data. Everything else (jobs, applicants, interviews, notes, messages, subscriptions,
// invoices, talent search ...) is seeded by the module that owns it, from this world, in the
// order of its seed (docs/decisions/172, 177). Dates are relative to `now`, so the dashboard's
// 30-day windows always have data. Building is pure (same inputs, same rows); demo.ts writes the
// rows in one transaction, then runs the module seeds in it.

import { GROUP_ROLES, ROLES, USER_STATUSES, type GroupMembership, type Role, type UserStatus } from '@floorhire/rules';
import { type JobStatus } from '@floorhire/domain-jobs';
import { distanceMiles } from '@floorhire/domain-geo';
import { DemoRows } from './demo-rows';
import { BASELINE_TABLES, type BaselineTable } from './demo-tables';
import {
  BRANDS,
  DISCIPLINES,
  INDUSTRIES,
  JOB_SKILL_CATEGORIES,
  JOB_TITLES,
  MACHINES,
  MATERIALS,
  RESPONSIBILITIES,
  SKILLS,
  US_LOCATIONS,
  createRng,
  generatePro,
  jobTitleByName,
  qualificationsFor,
  resumePdfDataUrl,
  timezoneFor,
  type DisciplineKey,
  type GeneratedPro,
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

export const DAY = 86_400_000;

export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo seed: missing ${what}`);
  return value;
}

export function place(city: string, state: string): UsLocation {
  return must(
    US_LOCATIONS.find((l) => l.city === city && l.state === state),
    `${city}, ${state}`,
  );
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export interface EmployerPlan {
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

export const EMPLOYER_PLANS: readonly EmployerPlan[] = [
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

export const PRODUCTS = [
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

export interface DemoUser {
  id: number;
  email: string;
  nameFirst: string;
  nameLast: string;
  group: GroupMembership | null;
  status: UserStatus;
}

/** A demo employer: its plan (what each domain seeds for it), id, place and members in join order. */
export interface DemoEmployer extends EmployerPlan {
  id: number;
  place: UsLocation;
  members: readonly DemoUser[];
}

export interface DemoPro {
  pro: GeneratedPro;
  userId: number;
  proId: number;
}

/** What the baseline holds, for the module seeds that build on it (their ids are in the database). */
export interface DemoWorld {
  /** Anchor of every relative date. */
  now: Date;
  /** user id by demo login e-mail */
  logins: Record<string, number>;
  employerIds: Record<string, number>;
  proCount: number;
  /** The demo employers in plan order. */
  employers: readonly DemoEmployer[];
  /** The demo logins' users, and the staff who are assigned to employers and jobs. */
  users: { admin: DemoUser; owner: DemoUser; manager: DemoUser; trial: DemoUser; expired: DemoUser };
  staff: readonly DemoUser[];
  /** Every pro; the first is the demo login's. */
  pros: readonly DemoPro[];
  /** Ids of the taxonomy rows by name (skills by `<category>:<name>`, disciplines by key). */
  taxonomy: {
    industry(name: string): number;
    discipline(key: DisciplineKey): number;
    machine(name: string): number;
    brand(name: string): number;
    material(name: string): number;
    jobTitle(title: string): number;
    skill(key: string): number;
  };
  productId(name: string): number;
  /** Active pros of a discipline near a place: a random sample of the nearest. */
  nearbyPros(discipline: DisciplineKey, loc: UsLocation, count: number, rng: Rng): DemoPro[];
  ago(days: number, jitterHours?: number): Date;
  ahead(days: number): Date;
}

export interface BaselineDemo {
  world: DemoWorld;
  rows: DemoRows<BaselineTable>;
}

type Baseline = DemoRows<BaselineTable>;

interface Clock {
  now: Date;
  ago(days: number, jitterHours?: number): Date;
  ahead(days: number): Date;
}

interface NewDemoUser {
  email: string;
  nameFirst: string;
  nameLast: string;
  phone?: string | null;
  group: GroupMembership | null;
  status?: UserStatus;
  extraRoles?: Role[];
  createdDaysAgo?: number;
  lastActiveDaysAgo?: number | null;
  password?: boolean;
  sms?: boolean;
}

type AddUser = (u: NewDemoUser) => DemoUser;

export function buildDemoWorld(options: { now: Date; passwordHash: string; proCount?: number }): BaselineDemo {
  const { now, passwordHash } = options;
  const t: Baseline = new DemoRows<BaselineTable>(now, BASELINE_TABLES, {});
  const clock: Clock = {
    now,
    ago: (days, jitterHours = 0) => new Date(now.getTime() - days * DAY - jitterHours * 3_600_000),
    ahead: (days) => new Date(now.getTime() + days * DAY),
  };
  const taxonomy = addTaxonomy(t);
  const addUser = userAdder(t, clock, passwordHash);
  const people = addStaffAndLogins(addUser);
  const { employers, employerIds } = addEmployers(t, clock, taxonomy, addUser, people);
  const productId = addProducts(t);
  const pros = addPros(t, clock, taxonomy, addUser, options.proCount ?? DEMO_PRO_COUNT);
  const { admin, owner, manager, trial, expired } = people;
  const world: DemoWorld = {
    now,
    logins: { [DEMO_LOGINS.admin]: admin.id, [DEMO_LOGINS.owner]: owner.id, [DEMO_LOGINS.manager]: manager.id, [DEMO_LOGINS.trial]: trial.id, [DEMO_LOGINS.expired]: expired.id, [DEMO_LOGINS.pro]: must(pros[0], 'demo pro').userId },
    employerIds,
    proCount: pros.length,
    employers,
    users: { admin, owner, manager, trial, expired },
    staff: people.staff,
    pros,
    taxonomy,
    productId,
    nearbyPros: nearbyProsOf(pros),
    ago: clock.ago,
    ahead: clock.ahead,
  };
  return { world, rows: t };
}

/** Industries, categories, disciplines, machines and brands, materials, job titles and skills. */
function addTaxonomy(t: Baseline): DemoWorld['taxonomy'] {
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
  // The achievements (badges 1 elite, 2 vetted, 3 block) are reference data: pro-profile's migration.
  return {
    industry: (name) => must(industryId.get(name), `industry ${name}`),
    discipline: (key) => must(disciplineId.get(key), `discipline ${key}`),
    machine: (name) => must(machineId.get(name), `machine ${name}`),
    brand: (name) => must(brandId.get(name), `brand ${name}`),
    material: (name) => must(materialId.get(name), `material ${name}`),
    jobTitle: (title) => must(titleId.get(title), `job title ${title}`),
    skill,
  };
}

/** A user with their group and its roles; password users share the demo password's hash. */
function userAdder(t: Baseline, { ago }: Clock, passwordHash: string): AddUser {
  return (u) => {
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
      return user;
  };
}

interface DemoPeople {
  admin: DemoUser;
  owner: DemoUser;
  manager: DemoUser;
  trial: DemoUser;
  expired: DemoUser;
  /** Staff assigned to employers and jobs. */
  staff: DemoUser[];
}

/** The staff and the demo logins of the architecture brief. */
function addStaffAndLogins(addUser: AddUser): DemoPeople {
  const admin = addUser({ email: DEMO_LOGINS.admin, nameFirst: 'Dana', nameLast: 'Whitfield', phone: '3125550100', group: 'Super Admin', extraRoles: [ROLES.taxonomy, ROLES.payouts], createdDaysAgo: 900, lastActiveDaysAgo: 0 });
  const support = addUser({ email: 'support@floorhire.test', nameFirst: 'Marcus', nameLast: 'Bell', phone: '3125550101', group: 'Super Admin', extraRoles: [ROLES.taxonomy], createdDaysAgo: 700 });
  const csm = addUser({ email: 'success@floorhire.test', nameFirst: 'Priya', nameLast: 'Shah', phone: '3125550102', group: 'Super Admin', createdDaysAgo: 500 });
  addUser({ email: 'former.staff@floorhire.test', nameFirst: 'Gary', nameLast: 'Olson', group: 'Super Admin', status: 'archive', createdDaysAgo: 1200, lastActiveDaysAgo: 400 });
  const owner = addUser({ email: DEMO_LOGINS.owner, nameFirst: 'Rachel', nameLast: 'Kowalski', phone: '9375550143', group: 'Company Admin', extraRoles: [ROLES.calendarEdit], createdDaysAgo: 420, lastActiveDaysAgo: 0, sms: true });
  const manager = addUser({ email: DEMO_LOGINS.manager, nameFirst: 'Luis', nameLast: 'Gutierrez', phone: '9375550144', group: 'Hiring Manager', createdDaysAgo: 380, lastActiveDaysAgo: 1 });
  const trial = addUser({ email: DEMO_LOGINS.trial, nameFirst: 'Heather', nameLast: 'Schultz', phone: '9205550120', group: 'Company Admin', createdDaysAgo: 5, lastActiveDaysAgo: 0 });
  const expired = addUser({ email: DEMO_LOGINS.expired, nameFirst: 'Nikolai', nameLast: 'Larson', phone: '5075550164', group: 'Company Admin', createdDaysAgo: 800, lastActiveDaysAgo: 20 });
  return { admin, owner, manager, trial, expired, staff: [admin, support, csm] };
}

/** The demo employers, their members in every user status, and a user who never chose a group. */
function addEmployers(t: Baseline, { ago }: Clock, taxonomy: DemoWorld['taxonomy'], addUser: AddUser, people: DemoPeople): { employers: DemoEmployer[]; employerIds: Record<string, number> } {
  const { owner, manager, trial, expired, staff } = people;
  const rng = createRng(`${DEMO_SEED}:world`);
  const employerIds: Record<string, number> = {};
  const employerUsers = new Map<number, DemoUser[]>();
  const employerPlace = new Map<number, UsLocation>();
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
      industry_id: taxonomy.industry(plan.industry),
      create_ts: created,
      update_ts: ago(rng.int(0, 10)),
    });
    employerIds[plan.key] = id;
    employerPlace.set(id, loc);
    employerUsers.set(id, []);
    t.add('employer_industries', { employer_id: id, industry_id: taxonomy.industry(plan.industry) });
    t.add('employer_watcher_maps', { employer_id: id, watcher_id: rng.pick(staff).id });
    for (const title of plan.titles.slice(0, 4)) t.add('employer_job_titles', { employer_id: id, job_title_id: taxonomy.jobTitle(title) });
    for (const m of jobTitleByName(must(plan.titles[0], 'title')).machines) t.add('employer_job_skills', { employer_id: id, job_skill_id: taxonomy.skill(`2:${m}`) });
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
  const employers = EMPLOYER_PLANS.map((plan) => {
    const id = must(employerIds[plan.key], plan.key);
    return { ...plan, id, place: must(employerPlace.get(id), 'employer place'), members: employerUsers.get(id) ?? [] };
  });
  return { employers, employerIds };
}

/** The plans on offer (billing's catalogue; subscriptions and invoices name them). */
function addProducts(t: Baseline): (name: string) => number {
  const productId = new Map<string, number>();
  for (const p of PRODUCTS) productId.set(p.name, t.add('billing_products', { name: p.name, nickname: p.nickname, plan: p.plan, interval: 'month', amount_cents: p.amount, job_slot_quantity: p.slots, talent_search_credits: p.credits, active: true }));
  return (name) => must(productId.get(name), `product ${name}`);
}

/** The demo pro, then generated pros with profiles, histories, schools and references. */
function addPros(t: Baseline, { now, ago }: Clock, taxonomy: DemoWorld['taxonomy'], addUser: AddUser, proCount: number): DemoPro[] {
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
    const titleIds = [...new Set(pro.desiredJobTitles.map((title) => taxonomy.jobTitle(title)))];
    const skillIds = [taxonomy.skill(`1:${DISCIPLINES.find((d) => d.key === pro.discipline)?.name ?? ''}`), ...pro.skills.map((s) => taxonomy.skill(`1:${s}`))];
    const machineIds = pro.machines.map((m) => taxonomy.machine(m.machine));
    const brandIds = [...new Set(pro.machines.flatMap((m) => m.brands.map((b) => taxonomy.brand(b))))];
    const latest = pro.workHistory[0];
    const headlineTitleId = taxonomy.jobTitle(pro.jobTitle);
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
    t.add('pro_knowledge_discipline_maps', { pro_id: proId, knowledge_discipline_id: taxonomy.discipline(pro.discipline) });
    for (const industry of pro.industries) t.add('pro_industry_maps', { pro_id: proId, industry_id: taxonomy.industry(industry) });
    for (const m of pro.machines) {
      const mapId = t.add('pro_machine_maps', { pro_id: proId, machine_id: taxonomy.machine(m.machine) });
      for (const b of m.brands) t.add('pro_machine_brand_maps', { pro_machine_map_id: mapId, brand_id: taxonomy.brand(b) });
    }
    if (pro.achievement) t.add('pro_achievement_maps', { pro_id: proId, achievement_id: pro.achievement === 'elite' ? 1 : 2 });
    if (status === 'block') t.add('pro_achievement_maps', { pro_id: proId, achievement_id: 3 });
    for (const job of pro.workHistory) t.add('pro_work_history', { pro_id: proId, employer_name: job.employerName, job_title: job.jobTitle, job_title_id: taxonomy.jobTitle(job.jobTitle), city: job.city, state: job.state, description: job.description, start_yyyymm: job.startYYYYMM, end_yyyymm: job.endYYYYMM });
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
      industry_ids: pro.industries.map((i) => taxonomy.industry(i)),
      knowledge_discipline_ids: [taxonomy.discipline(pro.discipline)],
      machines: pro.machines.map((m) => ({ machineId: taxonomy.machine(m.machine), brandIds: m.brands.map((b) => taxonomy.brand(b)) })),
    });
    pro.references.forEach((r, i) => {
      const created = ago(Math.max(1, pro.createdDaysAgo - 3));
      t.add('pro_references', { uuid: uuidFor(`${proId}:${i}`), pro_id: proId, name_first: r.nameFirst, name_last: r.nameLast, email: r.email, phone: r.phone, company: r.company, relationship: r.relationship, status: r.endorsed ? 'endorsed' : 'requested', endorsement: r.endorsement, rating: r.endorsed ? (i % 2 === 0 ? 5 : 4) : null, endorse_ts: r.endorsed ? new Date(created.getTime() + 2 * DAY) : null, create_ts: created });
    });
    pros.push({ pro, userId: user.id, proId });
  };
  addPro(demoPro, DEMO_LOGINS.pro, 'normal', 'Daniel', 'Reyes', '9375550199');
  for (let i = 0; i < proCount; i++) {
    const pro = generatePro(DEMO_SEED, i, now);
    addPro(pro, pro.email, statusForPro(i));
  }
  return pros;
}

/** Active pros of a discipline near a place: a random sample of the nearest. */
function nearbyProsOf(pros: readonly DemoPro[]): DemoWorld['nearbyPros'] {
  const activePros = pros.filter((p, i) => i > 0 && p.pro.lastActiveDaysAgo < 400);
  const byDiscipline = new Map<DisciplineKey, typeof pros>();
  for (const p of activePros) byDiscipline.set(p.pro.discipline, [...(byDiscipline.get(p.pro.discipline) ?? []), p]);
  const nearbyPros = (discipline: DisciplineKey, loc: UsLocation, count: number, r: Rng) => {
    const pool = [...(byDiscipline.get(discipline) ?? activePros)].sort((a, b) => distanceMiles(a.pro.location, loc) - distanceMiles(b.pro.location, loc));
    return r.sample(pool.slice(0, Math.max(count * 3, 40)), count);
  };
  return nearbyPros;
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
