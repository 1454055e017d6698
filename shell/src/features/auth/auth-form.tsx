// The frame of the sign-in forms (login, login link, new password): a narrow centred column, one
// form named by its level-one heading, the browser's own validation off (the §5 rules speak).
import { Box, Heading, Stack } from '@floorhire/ui';
import { useId, type FormEvent, type ReactNode } from 'react';

export function AuthForm({ title, onSubmit, maxW = '420px', children }: { title: string; onSubmit(event: FormEvent): void; maxW?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box w="full" maxW={maxW} mx="auto">
      <Stack asChild gap="5">
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <Heading as="h1" size="2xl" id={titleId}>
            {title}
          </Heading>
          {children}
        </form>
      </Stack>
    </Box>
  );
}
