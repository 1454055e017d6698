import { createLifecycles } from '@floorhire/contract';
import { JobsRoutes } from './routes';

export const { bootstrap, mount, unmount, contractVersion } = createLifecycles(JobsRoutes, { name: 'jobs' });
