import { useState, type FormEvent, type ReactNode } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { useApi, useViewer } from '@floorhire/remote-kit';
import { EmailSchema, fieldError } from '@floorhire/rules';
import { Button, HStack, Stack, Text, TextField } from '@floorhire/ui';
import { inviteMember } from '#app/api/invite-member';
import { REMOTE_TEXTS as T } from '#app/texts';

/**
 * Invite a colleague by e-mail (POST employer/invite-new-member): they get a link to the one-step
 * invitee sign-up and join this employer. Used by the team's add page and onboarding.
 */
export function InviteForm({ employer, onInvited, secondary }: { employer: { id: number; name: string; city: string | null; state: string | null }; onInvited(userProfileId: number, email: string): void; secondary?: ReactNode }) {
  const api = useApi();
  const viewer = useViewer();
  const { session } = useRemoteProps();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldError(EmailSchema, email);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const location = [employer.city, employer.state].filter(Boolean).join(', ') || null;
      const answer = await inviteMember(api, {
        employerId: employer.id,
        inviteeEmail: email.trim(),
        inviterEmail: session.getUser()?.email ?? '',
        inviterFullName: viewer.name,
        companyName: employer.name,
        location,
      });
      onInvited(answer.userProfileId, email.trim());
      setEmail('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e: FormEvent) => void send(e)} noValidate data-testid="invite-form">
<Stack gap="3">
      <TextField label={T.team.email} type="email" inputMode="email" autoComplete="off" value={email} onChange={setEmail} error={error} required />
      <Text fontSize="sm" color="fg.muted">
        {T.userCreate.inviteHelp}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={saving}>
          {T.userCreate.sendInvite}
        </Button>
        {secondary}
      </HStack>
    </Stack>
</form>
  );
}
