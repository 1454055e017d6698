import { useId, useState, type ChangeEvent } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';
import { AVATAR_ACCEPT, AVATAR_TEXTS, AvatarSchema, avatarFileError, type Avatar as AvatarAnswer } from '@floorhire/domain-pro-profile';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Avatar, Box, Button, Field, HStack, Stack } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { readAsDataUrl } from '#app/lib/read-file';

// The profile photo of any user (spec 000 §3 avatarUrl, §5 image upload): chosen with the
// native file input (touch and keyboard), checked before sending, stored through the API
// (docs/decisions/203-profile-photo.md). The shell's app bar reads the photo from the session
// profile, so a change asks the shell to read it again (bus event 'profile.reload').

const T = PAGE_TEXTS.photo;

export function putAvatar(api: ApiClient, userId: number, avatarDataUrl: string): Promise<AvatarAnswer> {
  return api.auth.put(`user-profile/${userId}/avatar`, { schema: AvatarSchema, body: { avatarDataUrl } });
}

export function deleteAvatar(api: ApiClient, userId: number): Promise<AvatarAnswer> {
  return api.auth.delete(`user-profile/${userId}/avatar`, { schema: AvatarSchema });
}

/** avatarUrl is a path under the API's origin (/v4/public/avatar/{id}). */
export function photoSrc(apiBase: string, avatarUrl: string | null): string | undefined {
  if (!avatarUrl) return undefined;
  return /^https?:/u.test(avatarUrl) ? avatarUrl : `${apiBase.replace(/\/v4\/?$/u, '')}${avatarUrl}`;
}


export function PhotoField({ userId, name, avatarUrl, onChange }: { userId: number; name: string; avatarUrl: string | null; onChange(avatarUrl: string | null): void }) {
  const api = useApi();
  const { apiBase, notify, bus } = useRemoteProps();
  const inputId = useId();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (write: () => Promise<AvatarAnswer>, success: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await write();
      onChange(answer.avatarUrl);
      notify({ kind: 'snackbar', type: 'success', message: success });
      bus.emit('profile.reload', {});
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      setError(problem);
      input.value = '';
      return;
    }
    await run(async () => putAvatar(api, userId, await readAsDataUrl(file)), AVATAR_TEXTS.saved);
    input.value = '';
  };

  return (
    <HStack gap="4" align="center" flexWrap="wrap">
      <Avatar.Root size="2xl" data-testid="profile-photo">
        <Avatar.Fallback name={name} />
        {avatarUrl && <Avatar.Image src={photoSrc(apiBase.auth ?? '', avatarUrl)} alt={T.alt(name)} />}
      </Avatar.Root>
      <Stack gap="2" flex="1" minW="200px">
        <Field.Root invalid={!!error} disabled={busy}>
          <Field.Label htmlFor={inputId}>{avatarUrl ? T.change : T.add}</Field.Label>
          <input id={inputId} type="file" accept={AVATAR_ACCEPT} onChange={(e) => void choose(e)} disabled={busy} style={{ minHeight: '44px', maxWidth: '100%' }} />
          {!error && <Field.HelperText>{T.help}</Field.HelperText>}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {avatarUrl && (
          <Box>
            <Button variant="outline" size="sm" loading={busy} onClick={() => void run(() => deleteAvatar(api, userId), AVATAR_TEXTS.removed)}>
              {T.remove}
            </Button>
          </Box>
        )}
      </Stack>
    </HStack>
  );
}
