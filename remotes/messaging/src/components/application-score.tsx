import { Badge } from '@floorhire/ui';
import { useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { fetchApplicationScore } from '#app/api/ai';

/** An application's AI score (GET /score, else the stored one); nothing while it loads or when there is none. */
export function ApplicationScore({ jobApplicationId }: { jobApplicationId: number }) {
  const api = useApi();
  const score = useResource(`score:${jobApplicationId}`, (signal) => fetchApplicationScore(api, jobApplicationId, signal));
  if (score.data === undefined || score.data === null) return null;
  return (
    <Badge size="sm" colorPalette="green" variant="outline" data-testid="application-score">
      {T.score(score.data)}
    </Badge>
  );
}
