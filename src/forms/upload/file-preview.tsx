import { useEffect, useRef } from 'react';

/**
 * A thumbnail of a chosen image from an object URL, revoked when the row goes (spec A §5: png, jpg and jpeg
 * only; the caller decides). The URL is set on the element directly, so a remount makes a fresh one.
 */
export function FilePreview({ file, alt }: { file: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!image.current || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} className="size-12 shrink-0 rounded object-cover" />;
}
