// A feature several remotes show (ADR 188, 304): a user's act-as history, with its endpoint and words.
export { ActAsHistory } from './act-as-history';
export { LazyActAsHistory } from './lazy';
export { ACT_AS_HISTORY_TEXTS } from './texts';
