// Messages of message templates (spec 001 §8), word for word; they move to the messaging domain's
// package when it is built.

export const TEMPLATE_TEXTS = {
  fetchFailed: 'There was an issue getting your template. Please try again.',
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
