// The bar every signed-in screen shows while staff act as a user (ADR 301): whom they act as,
// until when, and one click back to their own session. Its colours are not the product's
// green, so it cannot be mistaken for the user's own chrome.
import { Box, Button, Text } from '@floorhire/ui';
import { ACTING_TEXTS } from '@floorhire/rules';

export interface ActingBarProps {
  userName: string;
  groupMembership: string | null;
  /** Epoch ms. */
  expiresAt: number;
  onBack(): void;
}

/** The session's end in the viewer's own clock (the staff member's browser). */
export function actingUntil(expiresAt: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(expiresAt);
}

export function ActingBar({ userName, groupMembership, expiresAt, onBack }: ActingBarProps) {
  return (
    <Box
      as="section"
      aria-label={ACTING_TEXTS.region}
      data-testid="acting-bar"
      bg="yellow.200"
      color="gray.950"
      borderBottomWidth="2px"
      borderColor="yellow.500"
      px={{ base: '3', md: '4' }}
      py="2"
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap={{ base: '2', md: '4' }}
      flexWrap="wrap"
      textAlign="center"
    >
      <Text fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }}>
        {ACTING_TEXTS.actingAs(userName, groupMembership)}{' '}
        <Text as="span" fontWeight="normal">
          {ACTING_TEXTS.until(actingUntil(expiresAt))}
        </Text>
      </Text>
      <Button size="xs" bg="gray.900" color="white" _hover={{ bg: 'gray.700' }} onClick={onBack}>
        {ACTING_TEXTS.back}
      </Button>
    </Box>
  );
}
