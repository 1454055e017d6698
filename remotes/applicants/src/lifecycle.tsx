import { createLifecycles } from '@floorhire/contract';
import { AppRoutes } from './routes';

export const { bootstrap, mount, unmount, contractVersion } = createLifecycles(AppRoutes, { name: 'applicants' });
