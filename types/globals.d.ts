/** Set at build time by webpack's DefinePlugin: which build of a package is running. */
declare const __BUILD_ID__: string;
