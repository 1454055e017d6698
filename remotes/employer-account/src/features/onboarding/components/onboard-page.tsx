import { useState } from 'react';
import { ONBOARDING_STEPS, type Onboarding, type OnboardingStep } from '@floorhire/domain-employer-account';
import { Link as RouterLink, useNavigate } from '@floorhire/router';
import { Loaded, NotFoundState, useApi, useViewer } from '@floorhire/remote-kit';
import { linkTo } from '@floorhire/rules';
import { Badge, Box, Button, Card, Heading, HStack, List, Stack, Text } from '@floorhire/ui';
import { useEmployer } from '#app/api/get-employer';
import { BasicInfoForm } from '#app/components/basic-info-form';
import { InviteForm } from '#app/components/invite-form';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useOnboarding } from '../api/get-onboarding';
import { recordStep } from '../api/record-step';

const O = T.onboarding;

function StepList({ onboarding }: { onboarding: Onboarding }) {
  return (
    <List.Root as="ol" gap="1" ps="5" data-testid="onboarding-steps">
      {ONBOARDING_STEPS.map((step) => {
        const outcome = onboarding.steps.find((s) => s.step === step)?.outcome;
        return (
          <List.Item key={step} aria-current={onboarding.current === step ? 'step' : undefined} fontWeight={onboarding.current === step ? 'semibold' : 'normal'}>
            {O.steps[step].title} {outcome && <Badge colorPalette={outcome === 'done' ? 'green' : 'gray'}>{outcome}</Badge>}
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** /employer/onboard: company profile, first colleague, first job; the server remembers where the Company Admin stopped (ADR 295). */
export function OnboardPage() {
  const api = useApi();
  const viewer = useViewer();
  const navigate = useNavigate();
  const onboarding = useOnboarding(viewer.employerId);
  const employer = useEmployer(viewer.employerId);
  const [error, setError] = useState<string | null>(null);
  if (viewer.employerId === null) return <NotFoundState message={T.noEmployer} />;
  const employerId = viewer.employerId;

  const record = async (step: OnboardingStep, outcome: 'done' | 'skipped') => {
    setError(null);
    try {
      onboarding.setData(await recordStep(api, employerId, step, outcome));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const skip = (step: OnboardingStep) => (
    <Button variant="ghost" onClick={() => void record(step, 'skipped')}>
      {O.skip}
    </Button>
  );

  return (
    <Box p={{ base: 4, md: 6 }} maxW="3xl">
      <Heading as="h1" size="lg" mb="1">
        {O.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {O.intro}
      </Text>
      <Loaded resource={onboarding}>
        {(o) => {
          const step = o.current;
          return (
            <Stack gap="5">
              <StepList onboarding={o} />
              {error && (
                <Text color="fg.error" role="alert">
                  {error}
                </Text>
              )}
              {step === null ? (
                <Card.Root as="section" aria-labelledby="onboarding-done">
                  <Card.Body gap="3">
                    <Heading as="h2" size="md" id="onboarding-done">
                      {O.doneTitle}
                    </Heading>
                    <Text>{O.doneBody}</Text>
                    <Button asChild alignSelf="flex-start">
                      <RouterLink to={linkTo('employerHome')}>{O.goHome}</RouterLink>
                    </Button>
                  </Card.Body>
                </Card.Root>
              ) : (
                <Card.Root as="section" aria-labelledby="onboarding-step">
                  <Card.Body gap="3">
                    <Text fontSize="sm" color="fg.muted">
                      {O.stepOf(ONBOARDING_STEPS.indexOf(step) + 1, ONBOARDING_STEPS.length)}
                    </Text>
                    <Heading as="h2" size="md" id="onboarding-step">
                      {O.steps[step].title}
                    </Heading>
                    <Text>{O.steps[step].body}</Text>
                    {step === 'company-profile' && (
                      <Loaded resource={employer}>
                        {(e) => <BasicInfoForm employer={e} submitLabel={O.saveAndContinue} onSaved={(saved) => { employer.setData(saved); void record('company-profile', 'done'); }} secondary={skip('company-profile')} />}
                      </Loaded>
                    )}
                    {step === 'first-colleague' && (
                      <Loaded resource={employer}>{(e) => <InviteForm employer={e} onInvited={() => void record('first-colleague', 'done')} secondary={skip('first-colleague')} />}</Loaded>
                    )}
                    {step === 'first-job' && (
                      <HStack gap="3" wrap="wrap">
                        <Button
                          onClick={() =>
                            void record('first-job', 'done').then(() => navigate(linkTo('employerJobCreate', { step: 'job-details' })))
                          }
                        >
                          {O.postJob}
                        </Button>
                        {skip('first-job')}
                      </HStack>
                    )}
                  </Card.Body>
                </Card.Root>
              )}
            </Stack>
          );
        }}
      </Loaded>
    </Box>
  );
}
