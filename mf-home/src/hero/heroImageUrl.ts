import { heroRasters } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-store';
import { imageFileName } from '@btb/shared-player';

/**
 * Where a slide's background comes from: the API's images only (a slide can never point the page
 * at another origin), and a drawn hero as its WebP copy. The browser draws a raster off the main
 * thread, where an SVG image first builds a document of its own on it (the first one 74 ms on
 * this project's 2-core test host, unthrottled, in the middle of the page's start-up).
 */
export function heroImageUrl(backgroundImage: string): string | undefined {
  const fileName = imageFileName(backgroundImage);
  if (!fileName) return undefined;
  const raster = heroRasters(fileName).pop();
  return apiRoutes.image(raster?.fileName ?? fileName);
}
