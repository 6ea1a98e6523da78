import jsQR from 'jsqr';

/** The text of the QR code in a picture's pixels, or undefined when there is none. */
export function decodePixels(image: ImageData): string | undefined {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data;
}

/** Large photos are scaled down first: jsQR is quick on ~1000 px and a phone photo may be 4000 px wide. */
const MAX_SIDE = 1200;

/** Draws a picture (a video frame, an uploaded image) into a canvas and reads its QR code. */
export function decodeDrawable(source: CanvasImageSource, width: number, height: number): string | undefined {
  if (!width || !height) return undefined;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return decodePixels(context.getImageData(0, 0, canvas.width, canvas.height));
}

/** The QR code of an uploaded image file; rejects when the file is not a picture the browser can read. */
export async function decodeFile(file: File): Promise<string | undefined> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return decodeDrawable(image, image.naturalWidth, image.naturalHeight);
  } finally {
    URL.revokeObjectURL(url);
  }
}
