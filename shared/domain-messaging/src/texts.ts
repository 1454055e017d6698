// The spec's messaging texts (spec 002 §8 Messaging) and template texts (spec 001 §8), word for
// word: the API and the remote both read them here and the tests quote them.

export const MESSAGING_TEXTS = {
  fetchConversationsFailed: "Couldn't fetch conversations. Please try again.",
  errorFetchingConversations: 'Error fetching conversations.',
  sendFailed: "Couldn't send message. Please try again.",
  sendOptedOut: 'Message not sent: Candidate opted out of SMS messaging',
  // The doubled period is the spec's.
  createFailed: "Couldn't create conversation. Please try again..",
  createOptedOut: "Couldn't create conversation. Candidate opted out of SMS messaging",
  loadMessagesFailed: 'Could not load messages.',
  loadConversationFailed: 'Could not load conversation. Please refresh the page or try again later.',
  markReadFailed: "Couldn't mark conversation as read",
  markUnreadFailed: 'Could not mark conversation as unread.',
  summaryFailed: 'Something went wrong. Please try again later.',
  messageSent: 'Message Sent!',
} as const;

/** Where spec 002 is silent (docs/decisions/220-conversation-service.md). */
export const MESSAGING_API_TEXTS = {
  conversationNotFound: 'Conversation not found',
  proNotFound: 'Pro not found',
  conversationDisabled: 'This conversation is disabled',
  messageRequired: 'Enter a message',
  messageTooLong: (max: number) => `A message has at most ${max} characters`,
  senderMismatch: 'senderId must be the signed-in user',
  employerHeaderMismatch: 'The Employer-Id header does not match the conversation',
  invalidSignature: 'Invalid webhook signature',
  simulatorLocalOnly: 'The phone simulator works only with the local SMS adapter',
  unknownNumber: 'No pro has this phone number',
  noConversation: 'This number has no conversation to reply to',
  noPhone: 'This pro has no phone number for SMS',
  jobNotFound: 'Job not found',
  proLocked: 'You can message pros who applied to your jobs or whom you unlocked in Talent Search',
} as const;

/** Spec 001 §8 templates. */
export const TEMPLATE_TEXTS = {
  loadFailed: 'There was an issue getting your template. Please try again.',
  deleteFailed: 'There was an error deleting your template. Please try again.',
  restoreFailed: 'There was an error restoring your template. Please try again.',
  saveFailed: 'There was an issue saving your template. Please try again',
  deleted: 'Template deleted',
  undo: 'Undo',
  undoing: 'Undoing...',
  undone: 'Undone!',
  edited: 'Template edited!',
  added: 'Template added!',
} as const;
