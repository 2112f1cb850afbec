// A full feed is absolute: Kyero and idealista delete every listing the file leaves out, and a listing deleted and
// added again loses its history. So a generated feed that would drop to nothing, or lose more than a share of the
// last one published, is held until an owner confirms it (docs/product.md#portals, decision 040).
import type { FeedHoldReason } from '#shared/portal-lifecycle/portals.ts';

/** More than this share of the last good feed's properties gone at once is held (default: a third). */
export const FEED_MAX_LOSS_SHARE = 1 / 3;

export type FeedVerdict =
  { publish: true; disappearing: number[] } | { publish: false; reason: FeedHoldReason; disappearing: number[] };

/**
 * Whether a newly generated feed may replace the last good one. `previous` is null before any feed was published:
 * then anything but an empty feed goes out.
 */
export function judgeFeed(
  previous: readonly number[] | null,
  next: readonly number[],
  maxLossShare = FEED_MAX_LOSS_SHARE,
): FeedVerdict {
  const kept = new Set(next);
  const disappearing = (previous ?? []).filter((id) => !kept.has(id));
  if (next.length === 0) return { publish: false, reason: 'empty', disappearing };
  if (previous !== null && disappearing.length > previous.length * maxLossShare) {
    return { publish: false, reason: 'loss', disappearing };
  }
  return { publish: true, disappearing };
}

export const FEED_HOLD_MESSAGES: Record<FeedHoldReason, string> = {
  empty: 'El feed nuevo no tiene ninguna propiedad: se sigue sirviendo el último bueno hasta que lo confirmes.',
  loss: 'El feed nuevo pierde más de un tercio de las propiedades del último publicado: se sigue sirviendo el último bueno hasta que lo confirmes.',
};
