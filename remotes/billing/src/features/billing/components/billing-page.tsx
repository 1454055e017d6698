import { Box, Heading } from '@floorhire/ui';
import { NotFoundState, useViewer } from '@floorhire/remote-kit';
import { ROLES } from '@floorhire/rules';
import { SettingsTabs } from '#app/components/settings-tabs';
import { useBillingRevision } from '#app/lib/use-billing-revision';
import { REMOTE_TEXTS as T } from '#app/texts';
import { BillingView } from './billing-view';

/** /employer/billing: the employer's plan, cards, upcoming invoice and histories (spec 002 §2). */
export function BillingPage() {
  const viewer = useViewer();
  const { revision, changed } = useBillingRevision();
  if (viewer.employerId === null) return <NotFoundState />;
  return (
    <Box p={{ base: 4, md: 6 }} maxW="6xl">
      <Heading as="h1" size="lg" mb="3">
        {T.billingTitle}
      </Heading>
      <SettingsTabs />
      <BillingView employerId={viewer.employerId} staff={false} canEdit={viewer.roles.includes(ROLES.billingEdit)} revision={revision} onChanged={changed} />
    </Box>
  );
}
