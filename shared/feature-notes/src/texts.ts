// Words of the notes panel the spec does not give; its messages are the spec's NOTE_TEXTS
// (@floorhire/domain-applications).
export const NOTES_PANEL_TEXTS = {
  noteLabel: 'New note',
  notePlaceholder: 'Write a note about this pro',
  addNote: 'Add note',
  deleteNote: 'Delete note',
  noNotes: 'No notes yet',
} as const;
