// Async boundary: the federation runtime must negotiate shared singletons before React loads.
void import('./bootstrap');
