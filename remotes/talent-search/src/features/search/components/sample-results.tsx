import { Alert, Box, Button, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { linkTo } from '@floorhire/rules';
import { TALENT_SEARCH_TEXTS } from '@floorhire/domain-talent-search';
import { REMOTE_TEXTS as T } from '#app/texts';

// Spec 002 §2: "A sample list of pros with placeholder data is used for unsubscribed employers."
// Placeholder rows only: no real pro is shown to an employer without a plan.
const SAMPLES = [
  { title: 'CNC Machinist', place: 'Dayton, OH', years: 8 },
  { title: 'Maintenance Technician', place: 'Grand Rapids, MI', years: 12 },
  { title: 'MIG Welder', place: 'Toledo, OH', years: 5 },
  { title: 'Quality Inspector', place: 'Greenville, SC', years: 3 },
  { title: 'Injection Molding Technician', place: 'Sheboygan, WI', years: 6 },
] as const;

export function SampleResults() {
  const { navigate } = useRemoteProps();
  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{TALENT_SEARCH_TEXTS.sampleNotice}</Alert.Description>
        </Alert.Content>
        <Button size="sm" colorPalette="brand" onClick={() => navigate(linkTo('employerPlans'))}>
          {T.choosePlan}
        </Button>
      </Alert.Root>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={T.sampleName}>
        {SAMPLES.map((s, i) => (
          <Box as="li" key={s.title} borderWidth="1px" borderRadius="md" p="3" data-testid="sample-card">
            <Text fontWeight="semibold">
              {T.sampleName} {i + 1}
            </Text>
            <Text fontSize="sm">
              {s.title} · {T.years(s.years)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {s.place}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
