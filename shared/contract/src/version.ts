// Bump on any breaking change to RemoteProps or the lifecycles. The build factory reads this
// line as data and stamps it into each build, so keep it a plain integer literal.
export const CONTRACT_VERSION = 1;
