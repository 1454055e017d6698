import { createLifecycles } from '@floorhire/contract';
import { JobsRoutes } from './routes';
import remote from '../remote.json';

export const { bootstrap, mount, unmount, contractVersion } = createLifecycles(JobsRoutes, { name: remote.name });
