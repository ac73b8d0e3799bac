import { start } from '../../../../shell/src/bootstrap';

// The shell's own start (render the site), without the federation runtime or the remote map,
// which the shell's index.ts adds in front of it: one static bundle.
// An empty map: the built-in remotes' routes and nav from the platform description.
void start(null, {});
