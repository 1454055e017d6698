// The first stop of the Tab order on every layout: jumps past the app bar and the drawer to the
// page's main landmark (ADR 065). Hidden until it has keyboard focus.
import { Link } from '@floorhire/ui';
import type { MouseEvent } from 'react';
import { CHROME_TEXTS } from '@floorhire/rules';

export const MAIN_ID = 'main';

export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focus, not a hash change: the router would otherwise treat '#main' as a navigation.
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  }
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      bg="bg"
      color="brand.fg"
      fontWeight="semibold"
      px="4"
      py="2"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
      focusVisibleRing="outside"
    >
      {CHROME_TEXTS.skipToContent}
    </Link>
  );
}
