// Who-are-you (§2.5; content not shown in the spec): a visitor picks a side. A signed-in user in
// no auth group picks one here too, which sets the group.
import { Box, Card, Heading, SimpleGrid, Text } from '@floorhire/ui';
import { useNavigate } from '@floorhire/router';
import { SIGNUP_TEXTS, linkTo } from '@floorhire/rules';

const T = SIGNUP_TEXTS.whoAreYou;

export function WhoAreYouPage({ onChoose }: { onChoose?: (side: 'employer' | 'pro') => Promise<void> }) {
  const navigate = useNavigate();
  const choose = async (side: 'employer' | 'pro') => {
    if (onChoose) await onChoose(side);
    else navigate(linkTo(side === 'employer' ? 'employerSignup' : 'proSignup'));
  };
  return (
    <Box maxW="720px" mx="auto" w="full">
      <Heading as="h1" size="2xl" mb="6">
        {T.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {(
          [
            ['employer', T.employer, T.employerBody],
            ['pro', T.pro, T.proBody],
          ] as const
        ).map(([side, title, body]) => (
          <Card.Root key={side} asChild variant="outline" _hover={{ borderColor: 'brand.500' }} cursor="pointer" focusVisibleRing="outside">
            <button type="button" onClick={() => void choose(side)} style={{ textAlign: 'left' }}>
              <Card.Body>
                {/* Spans: a button may hold phrasing content only. */}
                <Card.Title as="span" display="block">
                  {title}
                </Card.Title>
                <Text as="span" display="block" mt="2" color="fg.muted">
                  {body}
                </Text>
              </Card.Body>
            </button>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function SignupSuccessPage() {
  return (
    <Box maxW="520px" mx="auto" w="full" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {SIGNUP_TEXTS.success.title}
      </Heading>
      <Text>{SIGNUP_TEXTS.success.body}</Text>
    </Box>
  );
}
