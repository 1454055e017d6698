// Blocking dialogs of §2.3: no subscription, access denied; and the expired-plan screen.
import { Box, Button, Dialog, Heading, Portal, Stack, Text } from '@floorhire/ui';
import { ACCESS_DENIED_TEXTS, EXPIRED_PLAN_TEXTS, NO_SUBSCRIPTION_TEXTS } from '@floorhire/rules';

function Blocking({ title, body, children, onClose }: { title: string; body: string; children: React.ReactNode; onClose(): void }) {
  return (
    <Dialog.Root open role="alertdialog" placement="center" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* The description names the dialog's message for assistive technology (aria-describedby). */}
              <Dialog.Description>{body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>{children}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function AccessDeniedModal({ onGoBack }: { onGoBack(): void }) {
  return (
    <Blocking title={ACCESS_DENIED_TEXTS.title} body={ACCESS_DENIED_TEXTS.body} onClose={onGoBack}>
      <Button onClick={onGoBack}>{ACCESS_DENIED_TEXTS.goBack}</Button>
    </Blocking>
  );
}

export function NoSubscriptionModal({ onViewPlans, onClose }: { onViewPlans(): void; onClose(): void }) {
  return (
    <Blocking title={NO_SUBSCRIPTION_TEXTS.title} body={NO_SUBSCRIPTION_TEXTS.body} onClose={onClose}>
      <Button asChild variant="outline">
        <a href={`mailto:${EXPIRED_PLAN_TEXTS.salesEmail}`}>{NO_SUBSCRIPTION_TEXTS.contact}</a>
      </Button>
      <Button onClick={onViewPlans}>{NO_SUBSCRIPTION_TEXTS.viewPlans}</Button>
    </Blocking>
  );
}

export function ExpiredPlanScreen() {
  return (
    <Box maxW="560px" mx="auto" py="16" px="4" textAlign="center" data-testid="expired-plan">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          {EXPIRED_PLAN_TEXTS.title}
        </Heading>
        <Text>{EXPIRED_PLAN_TEXTS.body}</Text>
        <Button asChild>
          <a href={`mailto:${EXPIRED_PLAN_TEXTS.salesEmail}`}>{EXPIRED_PLAN_TEXTS.chat}</a>
        </Button>
      </Stack>
    </Box>
  );
}
