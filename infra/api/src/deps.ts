import type { ApiConfig } from './config';
import type { Db } from './db';
import type { TokenService } from './auth/tokens';
import type { SocialAdapter } from './auth/social';
import type { Worker } from './worker/worker';
import type { RateLimiter } from './http/rate-limit';
import type { CatalogEntry } from './http/route';
import type { EventBus } from './events';

/** What route handlers reach through ctx.deps. */
export interface AppDeps {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  social: Map<string, SocialAdapter>;
  worker: Worker;
  limiter: RateLimiter;
  /** The platform event stream: publish() in a transaction, topics, per-process delivery. */
  events: EventBus;
  catalog: CatalogEntry[];
}
