import { seededRandom } from '../seed/seededRandom';

/**
 * A square cover: a gradient in colours seeded by the song, soft circles and a music note. No text:
 * the page shows the title beside every cover, and text in the artwork showed through as a second,
 * ghostly title (and cannot be translated or read by a screen reader).
 */
export function coverSvg(seed: string, size: number): string {
  const random = seededRandom(`cover:${seed}`);
  const hue = Math.floor(random() * 360);
  const hue2 = (hue + 40 + Math.floor(random() * 80)) % 360;
  const circles = Array.from({ length: 5 }, () => {
    const r = 20 + random() * 120;
    return `<circle cx="${(random() * 512).toFixed(0)}" cy="${(random() * 512).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.05 + random() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,30%)"/>` +
    `</linearGradient></defs><rect width="512" height="512" fill="url(#g)"/>${circles}` +
    `<path d="M300 120v170a42 42 0 1 1-24-38V150l120-26v134a42 42 0 1 1-24-38V120z" fill="#fff" fill-opacity="0.9"/></svg>`
  );
}

/** A wide hero background: a diagonal gradient with soft waves. */
export function heroSvg(seed: string): string {
  const random = seededRandom(`hero:${seed}`);
  const hue = Math.floor(random() * 360);
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = 300 + i * 60;
    return `<path d="M0 ${y} C400 ${y - 120} 800 ${y + 120} 1600 ${y - 40} V600 H0Z" fill="#fff" fill-opacity="${(0.04 + i * 0.03).toFixed(2)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},65%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,18%)"/>` +
    `</linearGradient></defs><rect width="1600" height="600" fill="url(#g)"/>${waves}</svg>`
  );
}
