import type { ReactNode } from 'react';
import { Box, Heading } from '@floorhire/ui';

/** One page frame inside the shell's main landmark: an h1, phone-first padding and a readable width. */
export function Page({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box px={{ base: 4, md: 6 }} py={{ base: 4, md: 6 }} maxW={wide ? '5xl' : '2xl'} mx="auto" w="full">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
