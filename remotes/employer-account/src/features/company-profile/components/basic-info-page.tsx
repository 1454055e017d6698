import { useRemoteProps } from '@floorhire/contract';
import { Loaded, NotFoundState } from '@floorhire/remote-kit';
import { Separator, Stack } from '@floorhire/ui';
import { useEmployer } from '#app/api/get-employer';
import { BasicInfoForm } from '#app/components/basic-info-form';
import { EditorLayout } from '#app/components/editor-layout';
import { useRouteEmployerId } from '#app/lib/use-route-employer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { ProfilePhotoField } from './profile-photo-field';

/** /employer/{id}/basic-info: profile photo, name, size, industries, address, website, phone. */
export function BasicInfoPage() {
  const employerId = useRouteEmployerId();
  const employer = useEmployer(employerId);
  const { notify } = useRemoteProps();
  if (employerId === null) return <NotFoundState />;
  return (
    <EditorLayout title={T.companyProfile.sections['basic-info']}>
      <Loaded resource={employer}>
        {(e) => (
          <Stack gap="6">
            <ProfilePhotoField employerId={e.id} name={e.name} photoUrl={e.photoUrl} onChange={(photoUrl) => employer.mutate((cur) => (cur ? { ...cur, photoUrl } : cur))} />
            <Separator />
            <BasicInfoForm
              employer={e}
              onSaved={(saved) => {
                employer.setData(saved);
                notify({ kind: 'snackbar', type: 'success', message: T.saved });
              }}
            />
          </Stack>
        )}
      </Loaded>
    </EditorLayout>
  );
}
