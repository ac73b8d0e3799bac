import type { DeviceInfo } from '@btb/shared-contract';

const firstMatch = (userAgent: string, patterns: [string, RegExp][]) => {
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: (match[1] ?? '').replace(/_/g, '.') };
  }
  return { name: 'Other', version: '' };
};

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iPadOS may say Mac.
const browsers: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const systems: [string, RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['Android', /Android ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

function deviceTypeOf(userAgent: string): string {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** SPEC section 7 `deviceInfo`, read from the user agent. */
export function deviceInfoOf(userAgent: string, language: string): DeviceInfo {
  const browser = firstMatch(userAgent, browsers);
  const os = firstMatch(userAgent, systems);
  return {
    deviceType: deviceTypeOf(userAgent),
    os: os.name,
    osVersion: os.version,
    browser: browser.name,
    browserVersion: browser.version,
    browserLanguage: language,
  };
}
