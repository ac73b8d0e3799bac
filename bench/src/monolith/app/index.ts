import { start } from '../../../../shell/src/bootstrap';

// The shell's own start (render the site), without the federation runtime or the remote map,
// which the shell's index.ts adds in front of it: one static bundle.
void start(null);
