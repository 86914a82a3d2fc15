/** The slide index after a move, wrapping at both ends so previous/next never run out. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** A horizontal swipe long enough to count as a move: -1 (to the previous), 1 (to the next) or 0. */
export function swipeDirection(dx: number, threshold = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold) return 0
  return dx < 0 ? 1 : -1
}
