import { useRef, useState, type ChangeEvent } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { PHOTO_ACCEPT, photoFileError, type EmployerPhoto, type EmployerPhotoType } from '@floorhire/domain-employer-account';
import { Loaded, useApi } from '@floorhire/remote-kit';
import { Box, Button, Heading, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@floorhire/ui';
import { REMOTE_TEXTS as T } from '#app/texts';
import { addPhoto } from '../api/add-photo';
import { removePhoto } from '../api/remove-photo';
import { usePhotos } from '../api/get-photos';
import { readAsDataUrl } from '../utils/read-file';

/**
 * The company's photos of one type (spec 002 §3: Introduction, Facility or Product): add one
 * (png, jpeg or bmp, 5 MB; spec 000 §5 and its message), see them, remove one.
 */
export function PhotoGallery({ employerId, type }: { employerId: number; type: EmployerPhotoType }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const photos = usePhotos(employerId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'add' | number | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileError(file, 'photo');
    setError(problem ?? null);
    if (problem) return;
    setBusy('add');
    try {
      const photo = await addPhoto(api, employerId, await readAsDataUrl(file), type);
      photos.mutate((list) => [...(list ?? []), photo]);
      notify({ kind: 'snackbar', type: 'success', message: T.photos.uploaded });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (photo: EmployerPhoto) => {
    setBusy(photo.id);
    try {
      await removePhoto(api, employerId, photo.id);
      photos.mutate((list) => list?.filter((p) => p.id !== photo.id));
      notify({ kind: 'snackbar', type: 'success', message: T.photos.removed });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const inputId = `photo-input-${type}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={`photos-${type}`} data-testid={`photos-${type}`}>
      <Heading as="h2" size="md" id={`photos-${type}`}>
        {T.photos.title(type)}
      </Heading>
      <Loaded resource={photos}>
        {(list) => {
          const ofType = list.filter((p) => p.type === type);
          return ofType.length === 0 ? (
            <Text color="fg.muted">{T.photos.none}</Text>
          ) : (
            <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" listStyleType="none" m="0" p="0">
              {ofType.map((photo, i) => (
                <Box as="li" key={photo.id} borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="photo">
                  <Image src={photo.url} alt={T.photos.alt(type, i + 1)} aspectRatio={4 / 3} objectFit="cover" w="full" loading="lazy" />
                  <Button size="xs" variant="ghost" w="full" onClick={() => void remove(photo)} loading={busy === photo.id} aria-label={T.photos.removeLabel(i + 1)}>
                    {T.photos.remove}
                  </Button>
                </Box>
              ))}
            </SimpleGrid>
          );
        }}
      </Loaded>
      <Box>
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{T.photos.add(type)}</label>
        </VisuallyHidden>
        <input ref={input} id={inputId} type="file" accept={PHOTO_ACCEPT} hidden onChange={(e) => void choose(e)} data-testid={`photo-file-${type}`} />
        <Button variant="outline" onClick={() => input.current?.click()} loading={busy === 'add'}>
          {T.photos.add(type)}
        </Button>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {T.photos.help}
        </Text>
        {error && (
          <Text color="fg.error" role="alert" mt="1">
            {error}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
