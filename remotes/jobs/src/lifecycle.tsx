import { createLifecycles } from '@floorhire/contract';
import { preloadPage } from '@floorhire/remote-kit';
import { JobsRoutes, PAGES } from './routes';
import remote from '../remote.json';

export const { bootstrap, mount, unmount, contractVersion } = createLifecycles(JobsRoutes, { name: remote.name });

// The page this address shows starts downloading as soon as the shell loads this module (ADR 281).
preloadPage(remote, PAGES, window.location.pathname);
