/** What an interaction setting is called, where it is read, and the presets it may name. */
export interface PresetSetting<T> {
  /** The environment variable that names the preset. */
  variable: string;
  /** What a preset is, for the error: "network", "screen". */
  kind: string;
  presets: Record<string, T>;
  /** The preset used when the variable is unset or empty. */
  fallback: string;
}

/**
 * The preset `env[variable]` names (trimmed; the fallback when unset or empty). An unknown name
 * throws, naming the ones it knows, so a typo never runs a bench on a setting nobody asked for.
 */
export function namedPreset<T>(setting: PresetSetting<T>, env: NodeJS.ProcessEnv): T {
  const { variable, kind, presets, fallback } = setting;
  const name = env[variable]?.trim() || fallback;
  if (!Object.hasOwn(presets, name)) {
    throw new Error(`${variable}: no such ${kind} ${name} (${Object.keys(presets).join(', ')})`);
  }
  return presets[name] as T;
}
