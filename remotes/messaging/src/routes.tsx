import { DeclaredRoutes, lazyPage, type Pages } from '@floorhire/remote-kit';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them.
const ConversationsPage = lazyPage(() => import('./features/conversations/components/conversations-page').then((m) => ({ default: m.ConversationsPage })));
const ComposePage = lazyPage(() => import('./features/compose/components/compose-page').then((m) => ({ default: m.ComposePage })));
const StaffMessagesPage = lazyPage(() => import('./features/staff/components/staff-messages-page').then((m) => ({ default: m.StaffMessagesPage })));
const PhoneSimulatorPage = lazyPage(() => import('./features/phone/components/phone-simulator-page').then((m) => ({ default: m.PhoneSimulatorPage })));

export const PAGES: Pages = {
  conversations: ConversationsPage,
  compose: ComposePage,
  'staff-messages': StaffMessagesPage,
  'phone-simulator': PhoneSimulatorPage,
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
