// The product logo and the login suggestion: the whole header of the signed-out layouts.
import { Box, Link, Text } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { LOGIN_TEXTS, PRODUCT_NAME } from '@floorhire/rules';
import { HOLIDAY_GREETINGS, holidayOf, type Holiday } from './holiday';

/** A small corner mark per holiday, drawn inside the same 24 px square so the bar never shifts. */
function HolidayMark({ holiday }: { holiday: Holiday }) {
  switch (holiday) {
    case 'independence-day':
      return <path d="M19.5 0.5l1.2 2.6 2.8.3-2.1 1.9.6 2.8-2.5-1.4-2.5 1.4.6-2.8-2.1-1.9 2.8-.3z" fill="#C8102E" stroke="white" strokeWidth="0.6" />;
    case 'thanksgiving':
      return <path d="M19.5 0.5c2.6 1 4 3.3 3.6 6.2-2.9.4-5.2-1-6.2-3.6 1-.4 1.9-1.3 2.6-2.6z" fill="#D9822B" stroke="white" strokeWidth="0.6" />;
    case 'winter-holidays':
      return (
        <g stroke="#1E6FD9" strokeWidth="1.2" strokeLinecap="round">
          <circle cx="20" cy="4" r="3.8" fill="white" stroke="none" />
          <path d="M20 1v6M17.4 2.5l5.2 3M17.4 5.5l5.2-3" />
        </g>
      );
  }
}

/** The product logo; on a US holiday period (ADR 066) it wears a seasonal mark and says so. */
export function Logo({ to = '/', date }: { to?: string; date?: Date }) {
  const holiday = holidayOf(date ?? new Date());
  const label = holiday ? `${PRODUCT_NAME} — ${HOLIDAY_GREETINGS[holiday]}` : PRODUCT_NAME;
  return (
    <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={to} aria-label={`${label}, home`} title={holiday ? label : undefined} data-holiday={holiday ?? undefined}>
        <Box as="span" display="inline-flex" alignItems="center" gap="2">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="2" y="2" width="20" height="20" rx="5" fill="#00900D" />
            <path d="M8 17V7h8v2.4h-5.2v1.7h4.4v2.3h-4.4V17H8z" fill="white" />
            {holiday && <HolidayMark holiday={holiday} />}
          </svg>
          {PRODUCT_NAME}
        </Box>
      </RouterLink>
    </Link>
  );
}

/** 'Already have an account? Login' linking to /login. */
export function LoginSuggestion() {
  const [question, ...rest] = LOGIN_TEXTS.suggestLogin.split('? ');
  return (
    <Text fontSize="sm">
      {question}?{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/login">{rest.join('? ')}</RouterLink>
      </Link>
    </Text>
  );
}
