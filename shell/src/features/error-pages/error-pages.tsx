// Error pages of spec 000 §2.4 and §8: page not found, user not found, something went wrong,
// the alternative 'Sorry' layout (crashes of the shell's own screens, ADR 067), and the error
// page's own failure.
import { Box, Button, Heading, Link, Stack, Text } from '@floorhire/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_PAGE_TEXTS as T } from '@floorhire/rules';
import { FirstPaintHandOver } from '../../first-paint/hand-over';

function HomeLink() {
  // A plain anchor: the error page must work even when the router itself is what failed.
  return (
    <Link href="/" color="brand.fg" fontWeight="semibold">
      {T.home}
    </Link>
  );
}

function ErrorFrame({ code, title, children }: { code?: string; title: string; children: ReactNode }) {
  return (
    <Box maxW="640px" mx="auto" py={{ base: '10', md: '20' }} px="4" textAlign="center" data-testid="error-page">
      <Stack gap="4" align="center">
        {code && (
          <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
            {code}
          </Text>
        )}
        <Heading as="h1" size="2xl" textTransform="capitalize">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

export function NotFoundPage() {
  return (
    <ErrorFrame code="404" title={T.notFound.title}>
      <Text>{T.notFound.body}</Text>
      <HomeLink />
    </ErrorFrame>
  );
}

export function UserNotFoundPage() {
  return (
    <ErrorFrame title={T.userNotFound.title}>
      <Text>{T.userNotFound.body}</Text>
      <Link href={`mailto:${T.supportEmail}`} color="brand.fg">
        {T.sorry.contact}
      </Link>
    </ErrorFrame>
  );
}

export function SomethingWentWrongPage({ onRetry }: { onRetry?: () => void }) {
  return (
    <ErrorFrame title={T.somethingWentWrong.title}>
      <Text>{T.somethingWentWrong.body}</Text>
      <Button onClick={onRetry ?? (() => window.location.reload())}>Reload</Button>
      <HomeLink />
    </ErrorFrame>
  );
}

/**
 * The alternative layout of §2.4 (ADR 067): used when one of the shell's own screens crashed.
 * A bug is not cured by a reload, so it leads with a way to reach support by e-mail.
 */
export function SorryPage() {
  return (
    <Box maxW="640px" mx="auto" py={{ base: '10', md: '20' }} px="4" textAlign="center" data-testid="error-page">
      <Stack gap="4" align="center">
        <Text fontSize="5xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          {T.sorry.title}
        </Text>
        <Heading as="h1" size="2xl">
          <Box as="span" srOnly>
            {`${T.sorry.title}. `}
          </Box>
          {T.sorry.header}
        </Heading>
        <Text>{T.sorry.subtext}</Text>
        <Button asChild>
          <a href={`mailto:${T.supportEmail}?subject=${encodeURIComponent(T.sorry.header)}`}>{T.sorry.contact}</a>
        </Button>
        <HomeLink />
      </Stack>
    </Box>
  );
}

/** Shown when rendering an error page itself failed: deliberately plain, no design system needed. */
export function ErrorPageFailure({ error }: { error: unknown }) {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div role="alert" style={{ maxWidth: 640, margin: '10vh auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 24 }}>{T.errorPageFailed.title}</h1>
      <pre style={{ whiteSpace: 'pre-wrap', background: '#f4f4f4', padding: 12 }}>{details}</pre>
      <a href="/">{T.errorPageFailed.home}</a>
    </div>
  );
}

export type ErrorKind = 'not-found' | 'user-not-found' | 'default';

/** §8: UserNotFound → 'user not found'; status 404 → page not found; anything else → default. */
export function errorKindOf(error: unknown): ErrorKind {
  if (typeof error === 'object' && error !== null) {
    const e = error as { errorType?: unknown; error?: unknown; statusCode?: unknown; status?: unknown };
    if (e.errorType === 'UserNotFound' || e.error === 'UserNotFound') return 'user-not-found';
    if (e.statusCode === 404 || e.status === 404) return 'not-found';
  }
  return 'default';
}

/** layout 'sorry' swaps only the catch-all page; 404 and user-not-found keep their own. */
export function ErrorPage({ error, layout = 'standard' }: { error: unknown; layout?: 'standard' | 'sorry' }) {
  switch (errorKindOf(error)) {
    case 'not-found':
      return <NotFoundPage />;
    case 'user-not-found':
      return <UserNotFoundPage />;
    default:
      return layout === 'sorry' ? <SorryPage /> : <SomethingWentWrongPage />;
  }
}

/** Catches a failing error page and falls back to the plain failure screen. */
class ErrorPageGuard extends Component<{ error: unknown }, { failed: unknown }> {
  override state = { failed: null as unknown };
  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }
  override render() {
    if (this.state.failed) return <ErrorPageFailure error={this.state.failed} />;
    return <ErrorPage error={this.props.error} layout="sorry" />;
  }
}

/** Shell-wide boundary: a crash in the shell's own screens shows the §2.4 'Sorry' layout. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; hasError: boolean }> {
  override state = { error: null as unknown, hasError: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Shell screen crashed', error, info.componentStack);
  }
  override render() {
    // Outside every layout, so it brings its own main landmark.
    if (this.state.hasError)
      return (
        <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
          <FirstPaintHandOver />
          <ErrorPageGuard error={this.state.error} />
        </main>
      );
    return this.props.children;
  }
}
