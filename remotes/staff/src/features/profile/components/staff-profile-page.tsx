import { Box, Button, Card, Heading, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { Loaded, useApi, useViewer } from '@floorhire/remote-kit';
import { formatTime } from '@floorhire/rules';
import { useUserProfile } from '#app/api/get-user-profile';
import { PageFrame } from '#app/components/page-frame';
import { STAFF_TEXTS } from '#app/texts';
import { UserDetailsForm } from '#app/components/user-details-form';
import { useCurrentActAs } from '../api/current-act-as';
import { endActAs } from '../api/end-act-as';

const T = STAFF_TEXTS.profile;

/** /admin/profile (spec 002 §2): the staff member's own name and phone, and an act-as session still running. */
export function StaffProfilePage() {
  const viewer = useViewer();
  const api = useApi();
  const { bus } = useRemoteProps();
  const me = useUserProfile(viewer.userId || null);
  const acting = useCurrentActAs();
  const end = async () => {
    await endActAs(api);
    bus.emit('act-as.changed', { state: 'ended' });
    acting.reload();
  };
  return (
    <PageFrame title={T.title} maxW="60rem">
      <Stack gap="5">
        <Loaded resource={me}>{(profile) => <UserDetailsForm key={`${profile.nameFirst}:${profile.nameLast}:${profile.phone}`} user={profile} onSaved={me.setData} />}</Loaded>
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md">
                {T.actAs}
              </Heading>
              <Loaded resource={acting}>
                {(session) =>
                  session ? (
                    <Stack gap="2">
                      <Text>{T.acting(`${session.user.nameFirst} ${session.user.nameLast}`, formatTime(session.expiresTs))}</Text>
                      <Box>
                        <Button size="sm" variant="outline" onClick={() => void end()}>
                          {T.endActing}
                        </Button>
                      </Box>
                    </Stack>
                  ) : (
                    <Text color="fg.muted">{T.notActing}</Text>
                  )
                }
              </Loaded>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageFrame>
  );
}
