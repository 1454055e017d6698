// A feature two remotes show (ADR 188): the notes panel on a pro, with its own endpoints and words.
export { NotesPanel } from './notes-panel';
