// Puts this build's federation runtime on the global that remotes built with `externalRuntime`
// read (`_FEDERATION_RUNTIME_CORE`), so the page carries one copy of it, not one per remote.
// The shell loads it as a runtime plugin; a remote's standalone page loads it as its first script
// (`federation-runtime.js`), since there is no shell there to provide it.
// (The enhanced plugin's own `provideExternalRuntime` resolves the CommonJS build of the runtime
// and so ships a second copy next to the ES module one; this file imports the same one webpack
// uses for the bundler runtime.)
import * as runtimeCore from '@module-federation/runtime-core';

runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;

export default function federationRuntimeGlobal() {
  return { name: 'btb-federation-runtime-global' };
}
