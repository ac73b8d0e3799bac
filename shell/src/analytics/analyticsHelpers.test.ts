import { createSessionId, isSessionId } from './createSessionId';
import { deviceInfoOf } from './deviceInfo';
import { isBot } from './isBot';
import { songIdOf } from './songIdOf';
import { isInternVisit, utmParamsOf } from './utmParams';

const chromeWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const firefoxAndroidTablet = 'Mozilla/5.0 (Android 14; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0';

describe('createSessionId', () => {
  it('makes 21 URL-safe characters, different every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isSessionId(id)).toBe(true);
    expect(isSessionId('short')).toBe(false);
  });
});

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0.0.0 Safari/537.36',
    'facebookexternalhit/1.1',
    // Link previews of chats and networks (issue 36): they fetch a shared page, they do not visit.
    'WhatsApp/2.23.20.0 A',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'TelegramBot (like TwitterBot)',
    'curl/8.5.0',
    'undici',
    'PostmanRuntime/7.39.0',
    '',
  ])('skips %s', (userAgent) => expect(isBot(userAgent)).toBe(true));

  it.each([chromeWindows, safariIphone, firefoxAndroidTablet])('counts %s', (userAgent) =>
    expect(isBot(userAgent)).toBe(false),
  );
});

describe('deviceInfoOf', () => {
  it('reads device type, system and browser with versions', () => {
    expect(deviceInfoOf(chromeWindows, 'de-AT')).toEqual({
      deviceType: 'desktop',
      os: 'Windows',
      osVersion: '10.0',
      browser: 'Chrome',
      browserVersion: '131.0.0.0',
      browserLanguage: 'de-AT',
    });
    expect(deviceInfoOf(safariIphone, 'en')).toMatchObject({
      deviceType: 'mobile',
      os: 'iOS',
      osVersion: '17.4',
      browser: 'Safari',
      browserVersion: '17.4',
    });
    expect(deviceInfoOf(firefoxAndroidTablet, 'en')).toMatchObject({
      deviceType: 'tablet',
      os: 'Android',
      browser: 'Firefox',
    });
  });
});

describe('utm and intern', () => {
  it('takes the five utm parameters and ignores the rest', () => {
    expect(
      utmParamsOf('?utm_source=newsletter&utm_medium=email&utm_campaign=%20spring%20&x=1'),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
    expect(utmParamsOf('')).toEqual({});
  });

  it('flags intern=1 only', () => {
    expect(isInternVisit('?intern=1')).toBe(true);
    expect(isInternVisit('?intern=true')).toBe(false);
  });
});

describe('songIdOf', () => {
  it('finds the song id', () => {
    expect(songIdOf('/song/12')).toBe(12);
    expect(songIdOf('/search')).toBeNull();
  });
});
