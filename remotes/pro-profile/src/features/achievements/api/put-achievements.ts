import type { ApiClient } from '@floorhire/api-client';
import { ProAchievementListSchema, type AchievementId, type ProAchievement } from '@floorhire/domain-pro-profile';

/** PUT pro/{id}/achievement (staff): the badges the pro holds from now on. */
export function putAchievements(api: ApiClient, proId: number, achievementIds: readonly AchievementId[]): Promise<ProAchievement[]> {
  return api.employer.put(`pro/${proId}/achievement`, { schema: ProAchievementListSchema, body: { achievementIds: [...achievementIds] } });
}
