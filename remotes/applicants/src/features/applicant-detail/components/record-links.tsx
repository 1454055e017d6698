import { Link as RouterLink } from '@floorhire/router';
import { PRO_RECORD_PAGES, PRO_RECORD_TEXTS, proRecordPath } from '@floorhire/domain-pro-profile';
import { Box, Link, Text, Wrap } from '@floorhire/ui';

/**
 * Staff on an application: the parts of the pro's record under the application's own address
 * (spec 002 §2: the pro-profile remote serves them, the staff remote "Log in as"; ADR 206), and
 * the whole record at /admin/pro/{id}.
 */
export function RecordLinks({ base, userProfileId }: { base: string; userProfileId: number }) {
  return (
    <Box as="nav" aria-label={PRO_RECORD_TEXTS.record} borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" fontWeight="semibold" mb="2">
        {PRO_RECORD_TEXTS.record}
      </Text>
      <Wrap as="ul" listStyleType="none" gap="2">
        {PRO_RECORD_PAGES.map((p) => (
          <li key={p.key}>
            <Link asChild fontSize="sm" display="inline-flex" minH="8" px="2" alignItems="center" borderWidth="1px" borderRadius="md">
              <RouterLink to={proRecordPath(base, p.key)}>{p.label}</RouterLink>
            </Link>
          </li>
        ))}
        <li>
          <Link asChild fontSize="sm" display="inline-flex" minH="8" px="2" alignItems="center">
            <RouterLink to={`/admin/pro/${userProfileId}`}>{PRO_RECORD_TEXTS.wholeRecord}</RouterLink>
          </Link>
        </li>
      </Wrap>
    </Box>
  );
}
