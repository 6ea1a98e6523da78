import { Spinner } from '@/ui/spinner';

/** Shown while a lazy page or catalogue loads. Plain text: catalogues may not be loaded yet. */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label="Loading" />
    </div>
  );
}
