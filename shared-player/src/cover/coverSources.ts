import { coverRasters } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-store';
import { imageFileName } from '../state/trackFrom';

/** What an `<img>` of a cover needs: the image itself and, for a generated cover, its sizes. */
export interface CoverSources {
  src: string;
  /** The cover's WebP copies by width (`…-280w.webp 280w, …`), when it has them. */
  srcSet?: string;
}

/**
 * The sources of a cover from its `imageUrl` (only the file name is used): the browser takes the
 * smallest WebP copy that fills the box at the screen's density, and the drawing where it cannot.
 */
export function coverSources(imageUrl: string | undefined): CoverSources | undefined {
  const fileName = imageFileName(imageUrl);
  if (!fileName) return undefined;
  const rasters = coverRasters(fileName);
  const src = apiRoutes.image(fileName);
  if (rasters.length === 0) return { src };
  const srcSet = rasters
    .map((raster) => `${apiRoutes.image(raster.fileName)} ${raster.width}w`)
    .join(', ');
  return { src, srcSet };
}

/** Every file a cover may be shown from: kept together when a song is saved for offline. */
export function coverFileUrls(imageUrl: string | undefined): string[] {
  const fileName = imageFileName(imageUrl);
  if (!fileName) return [];
  const files = [fileName, ...coverRasters(fileName).map((raster) => raster.fileName)];
  return files.map((file) => apiRoutes.image(file));
}
