import { useParams } from '@floorhire/router';
import { Box, Heading } from '@floorhire/ui';
import { NotFoundState, useViewer } from '@floorhire/remote-kit';
import { useBillingRevision } from '#app/lib/use-billing-revision';
import { REMOTE_TEXTS as T } from '#app/texts';
import { BillingView } from './billing-view';
import { StaffPanel } from './staff-panel';

/** /admin/employer/{id}/billing: the employer's billing with the staff actions and the test clock. */
export function AdminBillingPage() {
  const viewer = useViewer();
  const { employerId } = useParams();
  const id = Number(employerId);
  const { revision, changed } = useBillingRevision();
  if (!viewer.isStaff || !Number.isInteger(id) || id <= 0) return <NotFoundState />;
  return (
    <Box p={{ base: 4, md: 6 }} maxW="6xl">
      <Heading as="h1" size="lg" mb="4">
        {T.adminTitle(`employer ${id}`)}
      </Heading>
      <BillingView
        employerId={id}
        staff
        canEdit
        revision={revision}
        onChanged={changed}
        staffPanel={({ subscriptionId }) => <StaffPanel employerId={id} subscriptionId={subscriptionId} revision={revision} onChanged={changed} />}
      />
    </Box>
  );
}
