import { BILLING_TEXTS } from '@floorhire/rules';

// Texts of the billing domain. The spec's words (spec 002 §8) live in @floorhire/rules'
// BILLING_TEXTS, which the shell reads too; the ones below are ours (docs/decisions/262-billing-texts.md).
export { BILLING_TEXTS };

export const BILLING_API_TEXTS = {
  productNotFound: 'Plan not found',
  invoiceNotFound: 'Invoice not found',
  paymentMethodRequired: 'Add a card before choosing a plan.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  cvcInvalid: "Your card's security code is invalid.",
  cardDeclined: 'Your card was declined.',
  needsVerification: 'Your bank asks you to verify this payment.',
  alreadyOnPlan: 'You are already on this plan.',
  notRefundable: 'Only a paid invoice can be refunded.',
  refundTooLarge: 'A refund cannot be more than the invoice.',
  noRefund: 'This invoice has no refund.',
  notOpen: 'Only an unpaid invoice can be marked as paid.',
  notPausable: 'Only an active subscription can be paused.',
  notPaused: 'This subscription is not paused.',
  clockDays: 'Days must be a whole number from 1 to 730.',
  enterpriseSubject: 'Enterprise plan request',
  paymentProviderFailed: 'The payment provider did not answer. Please try again.',
  bankAccountInvalid: 'Your routing or account number is invalid.',
  bankDebitFailed: 'The bank debit failed: the bank account could not be charged.',
  bankDebitProcessing: 'The bank debit is processing: the bank answers within a few business days.',
  cardNumberRefused: 'Card numbers are not accepted here: enter the card in the secure card field, which sends it straight to the card provider.',
  providerTokenRequired: 'Enter the card in the secure card field.',
  noVerification: 'This invoice has no payment to verify.',
  webhookSignatureInvalid: 'Invalid webhook signature',
} as const;
