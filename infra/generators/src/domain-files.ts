// The files `npm run new:domain` writes, as functions of the domain's names. Each template is
// the house layout in miniature (docs/architecture.md "Adding a domain"): a domain package, an
// API module (index, routes, service, repository, seed, a migration pair) and an integration
// test. The generated code passes the repository's lint, typecheck and tests as it is.

export interface DomainNames {
  /** kebab-case domain, e.g. 'talent-search': the module folder and the package suffix. */
  name: string;
  /** 'Talent search': for comments and summaries. */
  title: string;
  /** 'TalentSearch'. */
  pascal: string;
  /** 'talentSearch'. */
  camel: string;
  /** The API service group that serves the routes, e.g. 'candidateDiscovery'. */
  service: string;
  /** The package name, '@floorhire/domain-talent-search'. */
  packageName: string;
  entity: {
    /** kebab-case, e.g. 'talent-search-item': the URL segment. */
    kebab: string;
    /** 'TalentSearchItem'. */
    pascal: string;
    /** 'talentSearchItem'. */
    camel: string;
    /** 'TALENT_SEARCH_ITEM'. */
    constant: string;
    /** 'Talent search item'. */
    label: string;
    /** 'talent_search_items'. */
    table: string;
  };
  /** UTC timestamp YYYYMMDDHHMMSS of the first migration. */
  migrationVersion: string;
}

const words = (kebab: string) => kebab.split('-');
const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function plural(snake: string): string {
  if (/(s|x|z|ch|sh)$/u.test(snake)) return `${snake}es`;
  if (/[^aeiou]y$/u.test(snake)) return `${snake.slice(0, -1)}ies`;
  return `${snake}s`;
}

export function migrationVersion(now: Date): string {
  return now.toISOString().replace(/[-:T]/gu, '').slice(0, 14);
}

export function domainNames(name: string, options: { service: string; entity?: string | undefined; now?: Date }): DomainNames {
  const entity = options.entity ?? `${name}-item`;
  const title = cap(words(name).join(' '));
  return {
    name,
    title,
    pascal: words(name).map(cap).join(''),
    camel: words(name)
      .map((w, i) => (i === 0 ? w : cap(w)))
      .join(''),
    service: options.service,
    packageName: `@floorhire/domain-${name}`,
    entity: {
      kebab: entity,
      pascal: words(entity).map(cap).join(''),
      camel: words(entity)
        .map((w, i) => (i === 0 ? w : cap(w)))
        .join(''),
      constant: words(entity).join('_').toUpperCase(),
      label: cap(words(entity).join(' ')),
      table: plural(words(entity).join('_')),
    },
    migrationVersion: migrationVersion(options.now ?? new Date()),
  };
}

/** Relative path → content of every generated file. */
export function domainFiles(n: DomainNames): Record<string, string> {
  const E = n.entity.pascal;
  const e = n.entity.camel;
  const C = n.entity.constant;
  const t = n.entity.table;
  const pkg = `shared/domain-${n.name}`;
  const mod = `infra/api/src/modules/${n.name}`;
  const migration = `${mod}/migrations/${n.migrationVersion}_create_${t}`;
  return {
    [`${pkg}/package.json`]: `${JSON.stringify(
      {
        name: n.packageName,
        version: '0.1.0',
        private: true,
        type: 'module',
        description: `The ${n.title.toLowerCase()} domain: its API schemas, the rules its remote and the API share, and its texts. Apps bundle it; it is not a shared singleton.`,
        sideEffects: false,
        exports: { '.': './src/index.ts' },
        peerDependencies: { '@floorhire/rules': '0.1.0', '@floorhire/schemas': '0.1.0', valibot: '^1.1.0' },
      },
      null,
      2,
    )}\n`,

    [`${pkg}/src/index.ts`]: `// The ${n.title.toLowerCase()} domain's public surface (docs/architecture.md "Adding a domain").
export * from './schemas';
export * from './rules';
export * from './texts';
`,

    [`${pkg}/src/texts.ts`]: `// Texts of the ${n.title.toLowerCase()} domain. The spec's words go here word for word and tests
// quote them; a text the spec does not give is ours, recorded in an ADR.
export const ${C}_TEXTS = {
  titleRequired: 'Title is required',
  titleTooLong: (max: number) => \`Title must be \${max} characters or fewer\`,
  notFound: '${n.entity.label} not found',
  created: '${n.entity.label} created',
} as const;
`,

    [`${pkg}/src/rules.ts`]: `// Rules of the ${n.title.toLowerCase()} domain that its remote (before sending) and the API (on
// whatever arrives) both apply. Pure functions and constants only.

export const ${C}_TITLE_MAX = 120;

/** A title as stored: trimmed, with inner runs of white space as one space. */
export function normalize${E}Title(text: string): string {
  return text.trim().replace(/\\s+/gu, ' ');
}
`,

    [`${pkg}/src/schemas.ts`]: `import * as v from 'valibot';
import { IdSchema, LimitSchema, SkipSchema, TimestampSchema } from '@floorhire/schemas';
import { ${C}_TITLE_MAX, normalize${E}Title } from './rules';
import { ${C}_TEXTS } from './texts';

// Payloads and answers of the ${n.title.toLowerCase()} API: the API validates with them (its
// OpenAPI document is made from them) and the remote parses answers with them.

export const ${E}Schema = v.object({
  id: IdSchema,
  employerId: IdSchema,
  title: v.string(),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
});
export type ${E} = v.InferOutput<typeof ${E}Schema>;

export const ${E}ListSchema = v.array(${E}Schema);

export const ${E}EmployerParamsSchema = v.object({ employerId: IdSchema });
export const ${E}ParamsSchema = v.object({ employerId: IdSchema, id: IdSchema });

export const ${E}ListQuerySchema = v.object({ limit: v.optional(LimitSchema), skip: v.optional(SkipSchema) });

export const Create${E}BodySchema = v.object({
  title: v.pipe(
    v.string(${C}_TEXTS.titleRequired),
    v.transform(normalize${E}Title),
    v.nonEmpty(${C}_TEXTS.titleRequired),
    v.maxLength(${C}_TITLE_MAX, ${C}_TEXTS.titleTooLong(${C}_TITLE_MAX)),
  ),
});
export type Create${E}Body = v.InferOutput<typeof Create${E}BodySchema>;
`,

    [`${pkg}/src/rules.test.ts`]: `import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ${C}_TEXTS, ${C}_TITLE_MAX, Create${E}BodySchema, normalize${E}Title } from './index';

describe('${n.title.toLowerCase()} rules', () => {
  it('stores a title trimmed, with single spaces', () => {
    expect(normalize${E}Title('  Night   shift \\n welders ')).toBe('Night shift welders');
  });

  it('refuses an empty or too long title in the domain\\'s words', () => {
    const issue = (title: unknown) => v.safeParse(Create${E}BodySchema, { title }).issues?.[0]?.message;
    expect(issue('   ')).toBe(${C}_TEXTS.titleRequired);
    expect(issue('x'.repeat(${C}_TITLE_MAX + 1))).toBe(${C}_TEXTS.titleTooLong(${C}_TITLE_MAX));
    expect(issue('x'.repeat(${C}_TITLE_MAX))).toBeUndefined();
  });
});
`,

    [`${mod}/index.ts`]: `import { defineModule } from '../module';
import { ${n.camel}Routes } from './${n.name}.routes';
import { ${n.camel}Seed } from './${n.name}.seed';

// ${n.title}: say here which spec sections this domain serves. This file is the module's only
// public surface: other modules import what is exported below (service functions, never a
// repository's), nothing else.
export const apiModule = defineModule({
  name: '${n.name}',
  summary: '${n.title}: ${n.entity.label.toLowerCase()}s of an employer',
  routes: [{ service: '${n.service}', routes: ${n.camel}Routes }],
  tables: ['${t}'],
  seed: ${n.camel}Seed,
});

export { list${E}s, read${E} } from './${n.name}.service';
`,

    [`${mod}/${n.name}.routes.ts`]: `import { ROLES } from '@floorhire/rules';
import {
  Create${E}BodySchema,
  ${E}EmployerParamsSchema,
  ${E}ListQuerySchema,
  ${E}ListSchema,
  ${E}ParamsSchema,
  ${E}Schema,
} from '${n.packageName}';
import { route, type RouteDef } from '../../http/route';
import { create${E}, list${E}s, read${E} } from './${n.name}.service';

// Every route declares who may call it and how tenants stay apart; handlers call the service.

const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'employerId' } as const;

const list = route({
  method: 'GET',
  url: '/employer/:employerId/${n.entity.kebab}',
  summary: "The employer's ${n.entity.label.toLowerCase()}s, newest first (limit, skip)",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: ${E}EmployerParamsSchema,
  query: ${E}ListQuerySchema,
  response: ${E}ListSchema,
  errors: [403],
  handler: (ctx) => list${E}s(ctx.db, ctx.params.employerId, ctx.query),
});

const read = route({
  method: 'GET',
  url: '/employer/:employerId/${n.entity.kebab}/:id',
  summary: 'One ${n.entity.label.toLowerCase()} of the employer',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: ${E}ParamsSchema,
  response: ${E}Schema,
  errors: [403, 404],
  handler: (ctx) => read${E}(ctx.db, ctx.params.employerId, ctx.params.id),
});

const create = route({
  method: 'POST',
  url: '/employer/:employerId/${n.entity.kebab}',
  summary: 'Add a ${n.entity.label.toLowerCase()} to the employer (title)',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: ${E}EmployerParamsSchema,
  body: Create${E}BodySchema,
  response: ${E}Schema,
  status: 201,
  errors: [400, 403],
  handler: (ctx) => create${E}(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.body),
});

export const ${n.camel}Routes: readonly RouteDef[] = [list, read, create];
`,

    [`${mod}/${n.name}.service.ts`]: `import { ${C}_TEXTS, type Create${E}Body, type ${E} } from '${n.packageName}';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { insert${E}, ${e}Of, ${e}sOf } from './${n.name}.repository';

// What the ${n.title.toLowerCase()} module does: the routes and other modules call these; SQL stays
// in the repository, and writes run in one transaction.

export function list${E}s(q: Queryable, employerId: number, page: { limit?: number | undefined; skip?: number | undefined }): Promise<${E}[]> {
  return ${e}sOf(q, employerId, page.limit ?? 25, page.skip ?? 0);
}

export async function read${E}(q: Queryable, employerId: number, id: number): Promise<${E}> {
  const item = await ${e}Of(q, employerId, id);
  if (!item) throw notFound(${C}_TEXTS.notFound);
  return item;
}

export function create${E}(db: Db, auth: AuthContext, employerId: number, body: Create${E}Body): Promise<${E}> {
  return db.transaction((tx) => insert${E}(tx, { employerId, title: body.title, creatorId: auth.userId }));
}
`,

    [`${mod}/${n.name}.repository.ts`]: `import type { ${E} } from '${n.packageName}';
import type { Queryable } from '../../db';

// SQL of the ${n.title.toLowerCase()} module. It owns ${t} (index.ts tables): only this file, the
// module's seed and its migrations write it. Rows stay here; callers get DTOs.

interface ${E}Row {
  id: number;
  employer_id: number;
  title: string;
  create_ts: Date;
  update_ts: Date;
}

const COLUMNS = 'id, employer_id, title, create_ts, update_ts';

const toDto = (r: ${E}Row): ${E} => ({ id: r.id, employerId: r.employer_id, title: r.title, createTs: r.create_ts.toISOString(), updateTs: r.update_ts.toISOString() });

export async function ${e}sOf(q: Queryable, employerId: number, limit: number, skip: number): Promise<${E}[]> {
  const { rows } = await q.query<${E}Row>(\`select \${COLUMNS} from ${t} where employer_id = $1 order by create_ts desc, id desc limit $2 offset $3\`, [employerId, limit, skip]);
  return rows.map(toDto);
}

export async function ${e}Of(q: Queryable, employerId: number, id: number): Promise<${E} | undefined> {
  const row = await q.one<${E}Row>(\`select \${COLUMNS} from ${t} where employer_id = $1 and id = $2\`, [employerId, id]);
  return row ? toDto(row) : undefined;
}

export async function insert${E}(q: Queryable, item: { employerId: number; title: string; creatorId: number | null }): Promise<${E}> {
  const row = await q.one<${E}Row>(\`insert into ${t} (employer_id, title, creator_id) values ($1, $2, $3) returning \${COLUMNS}\`, [item.employerId, item.title, item.creatorId]);
  return toDto(row!);
}
`,

    [`${mod}/${n.name}.seed.ts`]: `import type { Queryable } from '../../db';
import type { ModuleSeed } from '../module';
import { insert${E} } from './${n.name}.repository';

// The module's demo rows: the demo seed runs this after the baseline world (the demo logins,
// employers and pros exist) and after the seeds of lower order, in its transaction, and it writes
// only this module's tables (docs/decisions/172, 177). Replace the examples with data that shows
// this domain's screens at their best; many rows go faster through ctx.rows(...).write(tx).
export const ${n.camel}Seed: ModuleSeed = {
  order: 100,
  run: ({ tx, world }) => seed${n.pascal}(tx, world.employers.map((employer) => employer.id)),
};

export async function seed${n.pascal}(tx: Queryable, employerIds: readonly number[]): Promise<number> {
  let count = 0;
  for (const employerId of employerIds) {
    for (const example of [1, 2]) {
      await insert${E}(tx, { employerId, title: \`Example ${n.entity.label.toLowerCase()} \${example}\`, creatorId: null });
      count += 1;
    }
  }
  return count;
}
`,

    [`${migration}.up.sql`]: `-- ${n.title}: the module's first table (npm run new:domain). The module owns it (index.ts
-- tables); only its repository, seed and migrations write it. Versioned by a UTC timestamp so
-- parallel branches never pick the same number (docs/decisions/172).
create table ${t} (
  id integer generated by default as identity primary key,
  employer_id integer not null references employers (id) on delete cascade,
  title text not null check (length(title) between 1 and 120),
  creator_id integer references user_profiles (id) on delete set null,
  create_ts timestamptz not null default now(),
  update_ts timestamptz not null default now()
);
create index ${t}_employer_idx on ${t} (employer_id, create_ts desc);
`,

    [`${migration}.down.sql`]: `drop table if exists ${t};
`,

    [`infra/api/test/${n.name}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${C}_TEXTS, ${C}_TITLE_MAX } from '${n.packageName}';
import { seed${n.pascal} } from '../src/modules/${n.name}/${n.name}.seed';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';

// The ${n.title.toLowerCase()} API on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): what an employer does, what other tenants cannot.

let ctx: TestContext;
let employerA: number;
let employerB: number;
let ownerA: TestUser;
let managerB: TestUser;
let staff: TestUser;
let pro: TestUser;

beforeAll(async () => {
  ctx = await testContext();
  employerA = await createEmployer(ctx);
  employerB = await createEmployer(ctx);
  ownerA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerB = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerB] });
  staff = await createUser(ctx, { group: 'Super Admin' });
  pro = await createUser(ctx, { group: 'Expert' });
});
afterAll(closeContext);

const url = (employerId: number, id?: number) => \`/v4/employer/\${employerId}/${n.entity.kebab}\${id === undefined ? '' : \`/\${id}\`}\`;

interface Answer {
  id: number;
  employerId: number;
  title: string;
}

describe('${n.entity.label.toLowerCase()}s', () => {
  it('an employer user adds one, then finds it in the list and reads it', async () => {
    const created = await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: '  Night   shift welders ' } });
    expect(created.statusCode).toBe(201);
    const item = created.json<Answer>();
    expect(item).toMatchObject({ employerId: employerA, title: 'Night shift welders' });
    const list = await call(ctx, 'GET', url(employerA), { token: ownerA.token });
    expect(list.statusCode).toBe(200);
    expect(list.json<Answer[]>().map((i) => i.id)).toContain(item.id);
    const one = await call(ctx, 'GET', url(employerA, item.id), { token: ownerA.token });
    expect(one.json<Answer>()).toEqual(item);
  });

  it("refuses an empty or too long title in the domain's words", async () => {
    const empty = await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: '   ' } });
    expect([empty.statusCode, empty.json<{ message: string; field?: string }>()]).toEqual([400, expect.objectContaining({ message: ${C}_TEXTS.titleRequired, field: 'title' })]);
    const long = await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: 'x'.repeat(${C}_TITLE_MAX + 1) } });
    expect(long.json<{ message: string }>().message).toBe(${C}_TEXTS.titleTooLong(${C}_TITLE_MAX));
  });

  it("keeps employers apart: another employer's user is refused, and an id of another employer is not found", async () => {
    const item = (await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: 'Private to A' } })).json<Answer>();
    expect((await call(ctx, 'GET', url(employerA), { token: managerB.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', url(employerA, item.id), { token: managerB.token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', url(employerA), { token: managerB.token, body: { title: 'From B' } })).statusCode).toBe(403);
    const crossed = await call(ctx, 'GET', url(employerB, item.id), { token: managerB.token });
    expect([crossed.statusCode, crossed.json<{ message: string }>().message]).toEqual([404, ${C}_TEXTS.notFound]);
  });

  it('needs a signed-in employer user; staff reach every employer', async () => {
    expect((await call(ctx, 'GET', url(employerA))).statusCode).toBe(401);
    expect((await call(ctx, 'GET', url(employerA), { token: pro.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', url(employerA), { token: staff.token })).statusCode).toBe(200);
  });

  it('the demo seed gives each employer examples', async () => {
    const written = await ctx.db.transaction((tx) => seed${n.pascal}(tx, [employerB]));
    expect(written).toBe(2);
    const list = await call(ctx, 'GET', url(employerB), { token: managerB.token });
    expect(list.json<Answer[]>().map((i) => i.title).sort()).toEqual(['Example ${n.entity.label.toLowerCase()} 1', 'Example ${n.entity.label.toLowerCase()} 2']);
  });
});
`,
  };
}
