/** The Emscripten build of eSpeak NG ships no types; its start function is all we import. */
declare module '@echogarden/espeak-ng-emscripten' {
  const init: () => Promise<unknown>;
  export default init;
}
