import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useRemoteProps } from '@floorhire/contract';
import { AddTeamMemberBodySchema, EMPLOYER_GROUPS } from '@floorhire/domain-employer-account';
import { useNavigate } from '@floorhire/router';
import { Loaded, NotFoundState, useApi, useViewer } from '@floorhire/remote-kit';
import { formatPhoneInput, phoneInputDigits, ROLES } from '@floorhire/rules';
import { Button, Card, Checkbox, Heading, SelectField, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { useEmployer } from '#app/api/get-employer';
import { InviteForm } from '#app/components/invite-form';
import { SettingsLayout } from '#app/components/settings-layout';
import { apiErrorByField, issuesByField } from '#app/lib/form-errors';
import { REMOTE_TEXTS as T } from '#app/texts';
import { addTeamMember } from '../api/add-user';
import { sendWelcomeEmail } from '../api/send-welcome';

const U = T.userCreate;
const GROUP_OPTIONS = EMPLOYER_GROUPS.map((g) => ({ value: g, label: g }));

function AddForm({ employerId }: { employerId: number }) {
  const api = useApi();
  const navigate = useNavigate();
  const { notify } = useRemoteProps();
  const [form, setForm] = useState({ nameFirst: '', nameLast: '', email: '', phone: '', groupMembership: 'Hiring Manager', calendar: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: 'nameFirst' | 'nameLast' | 'email' | 'groupMembership') => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AddTeamMemberBodySchema, {
      nameFirst: form.nameFirst,
      nameLast: form.nameLast,
      email: form.email,
      phone: phoneInputDigits(form.phone) || null,
      groupMembership: form.groupMembership,
      roles: form.calendar ? [ROLES.calendarEdit] : [],
    });
    if (!parsed.success) return setErrors(issuesByField(parsed.issues));
    setErrors({});
    setSaving(true);
    try {
      const member = await addTeamMember(api, employerId, parsed.output);
      await sendWelcomeEmail(api, { userProfileId: member.id, email: member.email, employerId });
      notify({ kind: 'snackbar', type: 'success', message: U.added(`${member.nameFirst} ${member.nameLast}`) });
      navigate(`/employer/users/${member.id}`);
    } catch (error) {
      setErrors(apiErrorByField(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e: FormEvent) => void save(e)} noValidate data-testid="add-member-form">
<Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField label={U.nameFirst} value={form.nameFirst} onChange={set('nameFirst')} error={errors['nameFirst']} required autoComplete="off" />
        <TextField label={U.nameLast} value={form.nameLast} onChange={set('nameLast')} error={errors['nameLast']} required autoComplete="off" />
      </SimpleGrid>
      <TextField label={T.team.email} type="email" inputMode="email" value={form.email} onChange={set('email')} error={errors['email']} required autoComplete="off" />
      <TextField label={U.phone} type="tel" inputMode="tel" value={form.phone} onChange={(value) => setForm((f) => ({ ...f, phone: formatPhoneInput(value) }))} error={errors['phone']} autoComplete="off" />
      <SelectField label={T.team.group} helper={T.user.groupHelp} value={form.groupMembership} onChange={set('groupMembership')} options={GROUP_OPTIONS} error={errors['groupMembership']} />
      <Checkbox.Root checked={form.calendar} onCheckedChange={(e) => setForm((f) => ({ ...f, calendar: e.checked === true }))}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{T.team.calendarRole}</Checkbox.Label>
      </Checkbox.Root>
      {errors[''] && (
        <Text color="fg.error" role="alert">
          {errors['']}
        </Text>
      )}
      <Button type="submit" alignSelf="flex-start" loading={saving}>
        {U.addButton}
      </Button>
    </Stack>
</form>
  );
}

/** /employer/users/create: invite a colleague by e-mail, or add them with their name (spec 002 §7). */
export function UserCreatePage() {
  const viewer = useViewer();
  const employer = useEmployer(viewer.employerId);
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  if (viewer.employerId === null) return <NotFoundState message={T.noEmployer} />;
  return (
    <SettingsLayout title={U.title}>
      <Stack gap="5" maxW="3xl">
        <Text color="fg.muted">{U.intro}</Text>
        <Card.Root as="section" aria-labelledby="invite-title">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="invite-title">
              {U.inviteTitle}
            </Heading>
            <Loaded resource={employer}>
              {(e) => (
                <InviteForm
                  employer={e}
                  onInvited={(userId, email) => {
                    notify({ kind: 'snackbar', type: 'success', message: U.inviteSent(email) });
                    navigate(`/employer/users/${userId}`);
                  }}
                />
              )}
            </Loaded>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="add-title">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="add-title">
              {U.addTitle}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {U.addHelp}
            </Text>
            <AddForm employerId={viewer.employerId} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </SettingsLayout>
  );
}
