import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startStripeStandIn, type StripeStandIn } from '../../infra/api/test/stripe-stand-in';
import { dataDir, REPO_ROOT } from './paths';
import { STRIPE_JS_URL } from './stripe-js-stand-in';

// The product started with a card provider configured, for the provider-mode journeys only
// (docs/decisions/269-provider-mode-journeys.md). The run's shared server stays in the local test
// mode every other journey needs; this second one is started once per run, by the first
// journey that asks for it (a worker fixture), with the same releases and the environment a
// production deployment would set, its Stripe SDK pointed at the local stand-in of the provider.

export const STAND_IN_KEYS = { secret: 'sk_test_standin', publishable: 'pk_test_standin', webhook: 'whsec_standin_e2e' } as const;

export interface ProviderServer {
  url: string;
  standIn: StripeStandIn;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`provider-mode server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/runtime-config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`provider-mode server did not start in time:\n${log()}`);
}

export async function startProviderServer(): Promise<ProviderServer> {
  const standIn = await startStripeStandIn({ secretKey: STAND_IN_KEYS.secret, publishableKey: STAND_IN_KEYS.publishable });
  // Its own database beside the run's, the same released remotes.
  const shared = dataDir();
  const own = path.join(shared, 'provider-mode');
  mkdirSync(own, { recursive: true });
  if (!existsSync(path.join(own, 'releases'))) symlinkSync(path.join(shared, 'releases'), path.join(own, 'releases'), 'dir');
  copyFileSync(path.join(shared, 'registry.json'), path.join(own, 'registry.json'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn('npx', ['tsx', 'infra/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: own,
      FLOORHIRE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STAND_IN_KEYS.secret,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishable,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhook,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
      CARD_PAYMENT_SCRIPT_URL: STRIPE_JS_URL,
      BANK_LINK_SCRIPT_URL: STRIPE_JS_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilUp(url, child, () => output.slice(-4000));
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await standIn.close();
    throw error;
  }
  // The provider tells the product what happened later (bank debits, verifications) by webhook.
  standIn.webhookTo(`${url}/v4/payment/webhook/stripe`, STAND_IN_KEYS.webhook);
  return {
    url,
    standIn,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Its own process group: npx, tsx and the server go together.
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      await standIn.close();
    },
  };
}
