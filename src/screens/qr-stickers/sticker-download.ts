import { STICKER_BOX } from './sticker-logic';

/** The drawing as a standalone SVG file. */
export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('class');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadSvg(svg: SVGSVGElement, name: string): void {
  save(new Blob([svgText(svg)], { type: 'image/svg+xml' }), name);
}

/** A PNG at print quality: the drawing painted 4 times its own size on a canvas. */
export async function downloadPng(svg: SVGSVGElement, name: string, scale = 4): Promise<void> {
  const source = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = STICKER_BOX.width * scale;
    canvas.height = STICKER_BOX.height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    save(blob, name);
  } finally {
    URL.revokeObjectURL(source);
  }
}

/** Prints the sticker alone, at its size, from a hidden frame (the page around it stays as it is). */
export function printSticker(svg: SVGSVGElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inline-size:0;block-size:0;border:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) return frame.remove();
  doc.open();
  doc.write(
    `<!doctype html><title></title><style>@page{margin:12mm}body{margin:0}</style>${svgText(svg).replace(/^<\?xml[^>]*>\n/, '')}`,
  );
  doc.close();
  doc.title = title;
  win.focus();
  win.print();
  window.setTimeout(() => frame.remove(), 1000);
}
