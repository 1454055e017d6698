import { Link as RouterLink, useParams } from '@floorhire/router';
import { Stack, Text } from '@floorhire/ui';
import { Page } from '#app/components/page';
import { T } from '#app/texts';

/** /pro/application/{id}/screening-questions/success. */
export function ScreeningSuccessPage() {
  const { id } = useParams();
  return (
    <Page title={T.successTitle}>
      <Stack gap="4">
        <Text>{T.successText}</Text>
        <RouterLink to={`/pro/applications/${Number(id) || ''}`}>
          <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
            {T.toApplications}
          </Text>
        </RouterLink>
        <RouterLink to="/pro/opportunities">
          <Text as="span" textDecoration="underline" color="green.800">
            {T.toOpportunities}
          </Text>
        </RouterLink>
      </Stack>
    </Page>
  );
}
