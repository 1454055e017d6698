import { createLifecycles } from '@floorhire/contract';
import { AppRoutes } from './routes';
import remote from '../remote.json';

// The only module this remote exposes (style guide: lifecycles from the shared helper).
export const { bootstrap, mount, unmount, contractVersion } = createLifecycles(AppRoutes, { name: remote.name });
