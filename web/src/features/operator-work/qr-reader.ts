/** Reads a QR code off the camera's current frame: its text, or null when there is none. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Frames are scaled down to this width for jsqr: enough for a ticket held before the camera, and quick. */
const JSQR_WIDTH = 640;

/**
 * The browser's own BarcodeDetector where it has one that reads QR codes (Chrome on Android:
 * native and fast), else jsqr on frames drawn to a canvas (Safari, Firefox). jsqr is imported
 * here, when the scanner opens, never with the dashboard.
 */
export async function makeQrReader(): Promise<QrReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      if (formats.includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
      }
    } catch {
      // A detector that cannot start: jsqr below.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0 || video.videoHeight === 0) return null;
    const scale = Math.min(1, JSQR_WIDTH / video.videoWidth);
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const INT_MAX = 2_147_483_647;
/** `paths.work(id)`, with or without a trailing slash. */
const ticketPath = /^\/work\/(\d{1,10})\/?$/;

/**
 * The activity id of a job ticket's URL (`${origin}/work/12`), or null for any other code: another
 * site, another path of this app, plain text. Only this app's origin: a ticket printed by another
 * Tintero names another workshop's activity.
 */
export function activityIdOfTicket(raw: string, origin: string = window.location.origin): number | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = ticketPath.exec(url.pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= INT_MAX ? id : null;
}
