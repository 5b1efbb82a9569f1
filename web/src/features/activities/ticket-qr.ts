import { paths } from '../../config/paths';

/**
 * Job tickets (docs/decisions/015): the URL a printed activity's QR holds. Only the activity's id,
 * nothing secret: whoever opens it still signs in, and the dashboard shows an operator only their
 * own work.
 */
export const ticketUrl = (activityId: number) => `${window.location.origin}${paths.work(activityId)}`;

/**
 * The QR of each activity as an SVG document, by activity id. `qrcode` is imported here, from the
 * print view's loads only, so it stays out of every other screen's chunks; it is awaited with the
 * records so the view prints once the codes are there.
 */
export async function ticketQrCodes(activityIds: readonly number[]): Promise<Record<number, string>> {
  const { toString } = await import('qrcode');
  const entries = await Promise.all(
    activityIds.map(async (id) => [id, await toString(ticketUrl(id), { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })] as const),
  );
  return Object.fromEntries(entries);
}

/** An SVG document as an `<img>` source. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
