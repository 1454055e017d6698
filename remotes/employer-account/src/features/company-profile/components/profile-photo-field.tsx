import { useRef, useState, type ChangeEvent } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { PHOTO_ACCEPT, photoFileError } from '@floorhire/domain-employer-account';
import { useApi } from '@floorhire/remote-kit';
import { Avatar, Box, Button, HStack, Stack, Text } from '@floorhire/ui';
import { REMOTE_TEXTS as T } from '#app/texts';
import { deleteProfilePhoto } from '../api/delete-profile-photo';
import { putProfilePhoto } from '../api/put-profile-photo';
import { readAsDataUrl } from '../utils/read-file';

const B = T.basicInfo;

/** The company's profile photo (employer photoUrl): png, jpeg or bmp up to 5,000,000 bytes (spec 000 §5). */
export function ProfilePhotoField({ employerId, name, photoUrl, onChange }: { employerId: number; name: string; photoUrl: string | null; onChange(url: string | null): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<{ photoUrl: string | null }>) => {
    setBusy(true);
    try {
      const answer = await work();
      onChange(answer.photoUrl);
      notify({ kind: 'snackbar', type: 'success', message: T.saved });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileError(file, 'profile-photo');
    setError(problem ?? null);
    if (!problem) await run(async () => putProfilePhoto(api, employerId, await readAsDataUrl(file)));
  };

  return (
    <Stack gap="2" as="section" aria-labelledby="profile-photo-title">
      <Text fontWeight="medium" id="profile-photo-title">
        {B.profilePhoto}
      </Text>
      <HStack gap="4" wrap="wrap">
        <Avatar.Root size="2xl" shape="rounded">
          <Avatar.Fallback name={name} />
          {photoUrl && <Avatar.Image src={photoUrl} alt={B.profilePhoto} />}
        </Avatar.Root>
        <Box>
          <input ref={input} type="file" accept={PHOTO_ACCEPT} hidden aria-label={B.choosePhoto} onChange={(e) => void choose(e)} data-testid="profile-photo-file" />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={busy}>
              {B.choosePhoto}
            </Button>
            {photoUrl && (
              <Button size="sm" variant="ghost" onClick={() => void run(() => deleteProfilePhoto(api, employerId))} disabled={busy}>
                {B.removePhoto}
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {B.profilePhotoHelp}
          </Text>
        </Box>
      </HStack>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
