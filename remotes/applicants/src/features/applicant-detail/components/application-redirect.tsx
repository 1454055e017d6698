import { useEffect } from 'react';
import { useNavigate, useParams } from '@floorhire/router';
import { APPLICANT_TEXTS } from '@floorhire/domain-applications';
import { ErrorState, LoadingState } from '@floorhire/remote-kit';
import { useViewer } from '#app/lib/use-viewer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useApplicant } from '../api/get-applicant';

/** /…/jobs/{jobId}/candidates/{applicationId}: the single applicant view is the detail route. */
export function ApplicationRedirect() {
  const { applicationId } = useParams();
  const viewer = useViewer();
  const navigate = useNavigate();
  const applicant = useApplicant(Number(applicationId));
  useEffect(() => {
    const a = applicant.data;
    if (a) navigate(`${viewer.area}/jobs/${a.jobId}/pro/${a.userProfileId}/application/${a.id}`, { replace: true });
  }, [applicant.data, navigate, viewer.area]);
  if (applicant.error) return <ErrorState message={applicant.error.statusCode === 404 ? T.notFound : APPLICANT_TEXTS.userProfileFailed} onRetry={applicant.reload} />;
  return <LoadingState />;
}
