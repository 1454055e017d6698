import type { FastifyBaseLogger } from 'fastify';
import type { ApiService } from '@floorhire/rules';
import type { ApiConfig } from '../config';
import type { Db, Queryable, Tx } from '../db';
import type { RouteDef } from '../http/route';
import type { Row } from '../seed/bulk';
import type { DemoRows, TableSpecs } from '../seed/demo-rows';
import type { DemoWorld } from '../seed/demo-world';
import type { Worker } from '../worker/worker';
import type { EventBus } from '../events';

// The contract of an API module (docs/decisions/171-api-module-contract.md). Every folder
// modules/<name>/ holds one domain; its index.ts exports `apiModule = defineModule({...})` and
// the service functions other modules may call. Nothing lists the modules: the app, the
// migrator and the demo seed find them by folder (discover.ts), so adding a domain is adding
// a folder.

/** Routes served under one API service group (API_SERVICES=jobs,inbox starts only those). */
export interface RouteGroup {
  service: ApiService;
  routes: readonly RouteDef[];
}

/** What a module gets once per process: background job handlers and hooks are registered here. */
export interface ModuleSetup {
  db: Db;
  worker: Worker;
  log: FastifyBaseLogger;
  config: ApiConfig;
  /** The platform event stream: a module defines the topic kinds it publishes to (ADR 161). */
  events: EventBus;
}

/** The demo seed hands each module the open transaction and the baseline demo world. */
export interface SeedContext {
  tx: Tx;
  /** Anchor of every relative date in the demo. */
  now: Date;
  /** The baseline world (its ids are in the database): demo logins, employers, pros. */
  world: DemoWorld;
  /**
   * Collects rows of this module's own tables (columns per table, in foreign-key order; a table
   * the module does not own is refused) to write with `write(tx)`, ids given in order from 1.
   */
  rows<T extends string>(specs: TableSpecs<T>, defaults?: Partial<Record<T, Row>>): DemoRows<T>;
}

export interface ModuleSeed {
  /** Lower runs first; equal orders run by module name. Baseline data is in before any module. */
  order: number;
  /** Adds this module's demo rows; returns how many it wrote. */
  run(ctx: SeedContext): Promise<number>;
}

export interface ApiModule {
  /** The folder name under modules/ (kebab-case). */
  name: string;
  /** One line for the docs and the boot log. */
  summary: string;
  routes?: readonly RouteGroup[];
  /**
   * The tables this module owns. Only its code (repositories, seed) and its migrations write
   * them; other modules call its service functions. A table has at most one owner.
   */
  tables?: readonly string[];
  /** Runs once when the app is built, on every API process, before any request. */
  setup?(ctx: ModuleSetup): void;
  seed?: ModuleSeed;
  /**
   * Reference data the module owns and every database needs (not demo data: e.g. the ZIP
   * gazetteer). Loaded after the migrations on every start and before the demo seed; `load`
   * must be idempotent and cheap when the data is already there, since several API processes
   * run it at once.
   */
  referenceData?: { load(db: Queryable): Promise<number> };
}

export const MODULE_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/u;

/** Identity with checks, so a malformed module fails at boot rather than at its first request. */
export function defineModule<M extends ApiModule>(module: M): M {
  if (!MODULE_NAME_PATTERN.test(module.name)) throw new Error(`API module name '${module.name}' must be kebab-case`);
  const tables = module.tables ?? [];
  if (new Set(tables).size !== tables.length) throw new Error(`API module '${module.name}' lists a table twice`);
  return module;
}

/** Loads every module's reference data (see ApiModule.referenceData); returns the rows added. */
export async function loadReferenceData(db: Queryable, modules: readonly ApiModule[]): Promise<number> {
  let added = 0;
  for (const module of modules) if (module.referenceData) added += await module.referenceData.load(db);
  return added;
}
