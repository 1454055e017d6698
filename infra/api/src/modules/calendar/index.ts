import { defineModule } from '../module';
import { calendarRoutes } from './calendar.routes';
import { calendarSeed } from './calendar.seed';

// Calendar connections (Google, Microsoft) and calendar-mode interviews (spec 001 §4, §5, §7).
export const apiModule = defineModule({
  name: 'calendar',
  summary: 'Calendar connections and calendar-mode interviews',
  routes: [{ service: 'calendar', routes: calendarRoutes }],
  tables: ['calendar_accounts'],
  seed: calendarSeed,
});
