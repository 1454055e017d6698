import { Loaded, NotFoundState } from '@floorhire/remote-kit';
import { useParams } from '@floorhire/router';
import { fullName, linkTo } from '@floorhire/rules';
import { useUserProfile } from '#app/api/get-user-profile';
import { ActAsPanel } from '#app/components/act-as-panel';
import { PageFrame } from '#app/components/page-frame';
import { STAFF_TEXTS } from '#app/texts';

const T = STAFF_TEXTS.actAs;

function idOf(value: string | undefined): number | null {
  return value && /^\d+$/u.test(value) ? Number(value) : null;
}

function ActAsUser({ userId, back }: { userId: number; back: { label: string; to: (id: number) => string } }) {
  const user = useUserProfile(userId);
  const name = user.data ? fullName(user.data.nameFirst, user.data.nameLast) || user.data.email : '';
  return (
    <PageFrame title={user.data ? T.title(name) : T.user} back={{ label: back.label, to: back.to(userId) }} maxW="60rem">
      <Loaded resource={user}>{(profile) => <ActAsPanel user={profile} />}</Loaded>
    </PageFrame>
  );
}

/** /admin/users/employer/{id}/login: act as an employer user. */
export function EmployerUserLoginPage() {
  const id = idOf(useParams().id);
  if (id === null) return <NotFoundState />;
  return <ActAsUser userId={id} back={{ label: STAFF_TEXTS.user.employerTitle, to: (user) => linkTo('adminEmployerUser', { id: user }) }} />;
}

/** /admin/pro/{id}/login: act as a pro ({id} is the pro's user profile id, as on the pro's record, ADR 206). */
export function ProLoginPage() {
  const id = idOf(useParams().id);
  if (id === null) return <NotFoundState />;
  return <ActAsUser userId={id} back={{ label: T.pro, to: (user) => linkTo('adminPro', { proId: user }) }} />;
}

/** /admin/jobs/{jobId}/pro/{proId}/application/{applicationId}/login: act as the applicant ({proId} is the user's id, as in adminApplicant). */
export function ApplicationLoginPage() {
  const params = useParams();
  const [jobId, proId, applicationId] = [idOf(params.jobId), idOf(params.proId), idOf(params.applicationId)];
  if (jobId === null || proId === null || applicationId === null) return <NotFoundState />;
  return <ActAsUser userId={proId} back={{ label: T.application, to: () => linkTo('adminApplicant', { jobId, proId, applicationId }) }} />;
}
