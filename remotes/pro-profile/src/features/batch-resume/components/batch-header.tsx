import { NavLink } from '@floorhire/router';
import { BATCH_RESUME_TEXTS as T } from '@floorhire/domain-pro-profile';
import { Box, Heading, HStack, Link, Text } from '@floorhire/ui';

/** Title, intro and the two ways in: files, or a 5x5 CSV. */
export function BatchHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        {title}
      </Heading>
      <HStack as="nav" aria-label={T.uploadTitle} gap="4" mb="3" wrap="wrap">
        {[
          ['/admin/batch-resume/upload', T.otherPage],
          ['/admin/batch-resume/5x5-csv-upload', T.otherPageCsv],
        ].map(([to, label]) => (
          <Link asChild key={to} fontWeight="medium" css={{ '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '4px' } }}>
            <NavLink to={to!} end>
              {label}
            </NavLink>
          </Link>
        ))}
      </HStack>
      <Text color="fg.muted">{intro}</Text>
    </Box>
  );
}
