// The expired login link panel (§2.4, §2.5): ask for a new link by EMAIL or SMS; on success the
// spec's text shows for 5 seconds and the user goes to /login.
import { Link } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { EXPIRED_LINK_TEXTS as T, linkTo, type AuthLinkChannel } from '@floorhire/rules';
import { LinkRequestForm } from './link-request-form';

export interface ExpiredLinkPanelProps {
  onResend(channel: AuthLinkChannel): Promise<void>;
  onDone(): void;
}

export function ExpiredLinkPanel({ onResend, onDone }: ExpiredLinkPanelProps) {
  return (
    <LinkRequestForm
      title={T.title}
      intro={
        <>
          Request a new login link below, or{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={linkTo('login')}>enter your password at /login</RouterLink>
          </Link>{' '}
          instead.
        </>
      }
      channelLabel={T.channelLabel}
      channelLabels={T.channels}
      success={T.success}
      failure={T.failure}
      submit={T.submit}
      onRequest={onResend}
      onDone={onDone}
    />
  );
}
