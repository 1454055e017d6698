import { useState, type FormEvent } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { ACHIEVEMENT_IDS, PRO_RECORD_PAGES, PRO_RECORD_TEXTS, type AchievementId, type ProAchievement } from '@floorhire/domain-pro-profile';
import { ACHIEVEMENTS } from '@floorhire/rules';
import { Loaded, toApiError, useApi } from '@floorhire/remote-kit';
import { Button, Fieldset, Stack, Text } from '@floorhire/ui';
import { CheckboxItem } from '#app/components/checkbox-item';
import { ProPage } from '#app/components/pro-page';
import { useProProfile } from '#app/api/pro-profile';
import { useAchievements } from '../api/get-achievements';
import { putAchievements } from '../api/put-achievements';

const T = PRO_RECORD_TEXTS;
const TITLE = PRO_RECORD_PAGES.find((p) => p.key === 'achievements')!.label;

/**
 * A pro record's achievements (staff only, ADR 206): the elite and vetted badges employers see
 * on applicants, and block, a staff mark they never see (spec 002 §3: 1 elite, 2 vetted, 3 block).
 */
export function AchievementsPage() {
  const profile = useProProfile();
  const badges = useAchievements(profile.data?.id ?? null);
  return (
    <ProPage title={TITLE} intro={T.achievementsIntro} profile={profile}>
      {(p) => <Loaded resource={badges}>{(held) => <BadgesForm key={held.map((b) => b.achievementId).join()} proId={p.id} held={held} onSaved={badges.setData} />}</Loaded>}
    </ProPage>
  );
}

function BadgesForm({ proId, held, onSaved }: { proId: number; held: readonly ProAchievement[]; onSaved(next: ProAchievement[]): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [chosen, setChosen] = useState<AchievementId[]>(held.map((b) => b.achievementId));
  const [saving, setSaving] = useState(false);
  const toggle = (id: AchievementId, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      onSaved(await putAchievements(api, proId, chosen));
      notify({ kind: 'snackbar', type: 'success', message: T.badgesSaved });
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="5">
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{T.columns.badges}</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {ACHIEVEMENT_IDS.map((id) => {
              const title = ACHIEVEMENTS[id];
              return (
                <CheckboxItem
                  key={id}
                  checked={chosen.includes(id)}
                  onChange={(on) => toggle(id, on)}
                  label={
                    <>
                      <Text as="span" fontWeight="medium">
                        {T.badges[title]}
                      </Text>
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {T.badgeHelp[title]}
                      </Text>
                    </>
                  }
                />
              );
            })}
          </Stack>
        </Fieldset.Root>
        <Button type="submit" size="lg" loading={saving} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {T.saveBadges}
        </Button>
      </Stack>
    </form>
  );
}
