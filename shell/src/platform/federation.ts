// The shell's side of Module Federation, loaded with the first remote a page needs (ADR 282).
// The shell is not built as a federation container: it bundles React, the design system and
// its other singletons like any app, tree-shaken, and only here offers them to remotes as the
// page's share scope. A page without a remote (a visitor's /login) never downloads the runtime.
import { createInstance, satisfy, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as emotion from '@emotion/react';
import * as eventBus from '@floorhire/event-bus';
import * as router from '@floorhire/router';
import * as designSystem from '@floorhire/ui';
import * as jotai from 'jotai';
import * as ky from 'ky';
import * as react from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import type { SharedRequirements } from '@floorhire/registry';

type Provided = { loaded: unknown } | { load: () => Promise<unknown> };

/**
 * The module behind each shared key the build derives from the shell's peers (ADR 140, 182).
 * What the shell itself runs is handed over as loaded, so a remote's own fallback copy never
 * wins a tie of equal versions (one React per page); the heavier design-system parts and luxon
 * load when the first remote asks for them. The test checks this map against the build's list.
 */
export const PROVIDED_MODULES: Readonly<Record<string, Provided>> = {
  '@emotion/react': { loaded: emotion },
  '@floorhire/event-bus': { loaded: eventBus },
  '@floorhire/router': { loaded: router },
  '@floorhire/ui': { loaded: designSystem },
  '@floorhire/ui/overlays': { load: () => import('@floorhire/ui/overlays') },
  '@floorhire/ui/controls': { load: () => import('@floorhire/ui/controls') },
  jotai: { loaded: jotai },
  ky: { loaded: ky },
  luxon: { load: () => import('luxon') },
  react: { loaded: react },
  'react/jsx-runtime': { loaded: jsxRuntime },
  'react/jsx-dev-runtime': { loaded: jsxDevRuntime },
  'react-dom': { loaded: reactDom },
  'react-dom/client': { loaded: reactDomClient },
};

interface ShareScopeEntry {
  version: string;
  requiredVersion: string | false;
}

/**
 * What the build recorded of each key of the page's share scope: its installed version and
 * declared range (the versions ADR 182 checks are remote-loader's providedShared).
 */
export function shareScopeEntries(): Readonly<Record<string, ShareScopeEntry>> {
  try {
    return JSON.parse(process.env.FLOORHIRE_PROVIDED_SHARED ?? '{}') as Record<string, ShareScopeEntry>;
  } catch {
    return {};
  }
}

/**
 * The shared singletons a remote needs in a version this page does not provide: a remote built
 * against a newer @floorhire/ui would otherwise run against the older copy and break at the
 * first missing export (ADR 182). A package the page does not provide is the remote's own.
 */
export function unmetSharedRequirements(required: SharedRequirements | undefined, provided: Readonly<Record<string, string>>): string[] {
  const unmet: string[] = [];
  for (const [pkg, range] of Object.entries(required ?? {})) {
    const version = provided[pkg];
    if (version !== undefined && !satisfy(version, range)) unmet.push(`${pkg} ${range} (this shell provides ${version})`);
  }
  return unmet;
}

// Remotes are built with the runtime's core as an external (ADR 282): this page's copy, found
// under the name webpack's externals read, so a remote entry carries no second runtime.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;

let instance: ModuleFederation | null = null;

/** The page's federation host, made once: remotes register on it and take its share scope. */
export function federation(): ModuleFederation {
  if (instance) return instance;
  const shared: Record<string, object> = {};
  for (const [key, { version, requiredVersion }] of Object.entries(shareScopeEntries())) {
    const module = PROVIDED_MODULES[key];
    if (!module) throw new Error(`the shell provides ${key} but has no module for it`);
    const shareConfig = { singleton: true, requiredVersion, strictVersion: false };
    shared[key] =
      'loaded' in module
        ? { version, shareConfig, lib: () => module.loaded, loaded: true }
        : { version, shareConfig, get: () => module.load().then((loaded) => () => loaded) };
  }
  instance = createInstance({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first' });
  return instance;
}
