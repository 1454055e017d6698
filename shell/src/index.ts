import { startEarlyReads } from './platform/early-reads';

// Configuration, registry and session reads start now, while the shared modules and the
// bootstrap chunk download and evaluate (ADR 143).
startEarlyReads();
// Async boundary: the federation runtime must negotiate shared singletons before React loads.
void import('./bootstrap');
