import { defineModule } from '../module';
import { outboxRoutes } from './outbox.routes';

// Staff help-desk tools (spec 002 staff): the messages the product sent.
export const apiModule = defineModule({
  name: 'help-desk',
  summary: 'Staff help-desk reads: the e-mails and text messages the product sent',
  routes: [{ service: 'helpDesk', routes: outboxRoutes }],
});
