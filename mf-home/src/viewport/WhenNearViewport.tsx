import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useComesNear } from './useComesNear';

/** Room in CSS pixels: one height, or one for narrow screens (below `narrowBelow`) and one above. */
export type PlaceholderHeight = number | { narrow: number; wide: number; narrowBelow: number };

const Marker = styled.div<{ $height: PlaceholderHeight; $marginBottom: number }>`
  margin-bottom: ${({ $marginBottom }) => $marginBottom}px;
  ${({ $height }) =>
    typeof $height === 'number'
      ? `min-height: ${$height}px;`
      : `min-height: ${$height.wide}px;
        @media (max-width: ${$height.narrowBelow - 1}px) {
          min-height: ${$height.narrow}px;
        }`}
`;

interface WhenNearViewportProps {
  children: ReactNode;
  /** How far ahead of the viewport to start, in CSS pixels. */
  margin?: number;
  /**
   * Room kept until then, the children's height as near as it is known: what follows stays where
   * it is when they render (a learner who pressed End before would see the footer pushed down).
   */
  placeholderHeight?: PlaceholderHeight;
  /**
   * The children's bottom margin, in CSS pixels, kept as a margin below that room (not inside it):
   * it then collapses with the margin of what follows as the children's own does.
   */
  placeholderMarginBottom?: number;
}

/**
 * Renders its children once the place they would take comes within `margin` of the viewport, so
 * their render and hydration are not part of the first load. Without IntersectionObserver it
 * renders right after the first render.
 *
 * Until then the children stand in a `<noscript>`: the server renders them there, so a reader (or
 * crawler) without JavaScript reads the whole page, while a browser with scripts neither parses
 * that HTML into elements nor hydrates it (React renders nothing inside a `noscript` in the
 * browser), so it costs the first load a few kilobytes of text and no script time.
 *
 * The children render in a transition: React renders them in slices that yield to the browser (a
 * plain state update renders a whole row of cards in one long task, which blocks a tap).
 */
export function WhenNearViewport({
  children,
  margin = 300,
  placeholderHeight = 0,
  placeholderMarginBottom = 0,
}: WhenNearViewportProps) {
  const marker = useRef<HTMLDivElement>(null);
  // Not near on the first render, in the browser as on the server, so hydration matches the
  // server's HTML (which has the placeholder).
  const [near] = useComesNear(marker, { rootMargin: `${margin}px 0px` });

  return near ? (
    <>{children}</>
  ) : (
    <Marker ref={marker} $height={placeholderHeight} $marginBottom={placeholderMarginBottom}>
      <noscript>{children}</noscript>
    </Marker>
  );
}
