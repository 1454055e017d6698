import { createLifecycles } from '@floorhire/contract';
import { AppRoutes } from './routes';
import remote from '../remote.json';

export const { bootstrap, mount, unmount, contractVersion } = createLifecycles(AppRoutes, { name: remote.name });
