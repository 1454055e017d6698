// 'Log in to your account' (§2.5): choose to receive a login link by registered e-mail or phone.
import { EXPIRED_LINK_TEXTS, MAGIC_LINK_TEXTS as T, type AuthLinkChannel } from '@floorhire/rules';
import { LinkRequestForm } from './link-request-form';

export interface MagicLinkScreenProps {
  onSend(channel: AuthLinkChannel): Promise<void>;
  onDone(): void;
}

export function MagicLinkScreen({ onSend, onDone }: MagicLinkScreenProps) {
  return (
    <LinkRequestForm
      title={T.title}
      intro={T.body}
      channelLabel={T.body}
      channelLabels={{ EMAIL: T.emailOption, SMS: T.phoneOption }}
      success={EXPIRED_LINK_TEXTS.success}
      failure={EXPIRED_LINK_TEXTS.failure}
      submit={T.submit}
      onRequest={onSend}
      onDone={onDone}
    />
  );
}
