import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Camera, CameraOff, Search, Upload } from 'lucide-react';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { CheckInOutcome, type Outcome } from '../check-in/check-in-outcome';
import { useCheckIn } from '../check-in/use-check-in';
import { decodeFile } from './decode-qr';
import { ticketCodeOf } from './ticket-code';
import { useCameraScan } from './use-camera-scan';

/**
 * Check-in by the ticket's QR code (/scan-qr, spec B §2): the camera reads it, or a photo of it is uploaded,
 * or its code is typed; then the same check-in call as the manual page (POST /api/check-in/scan).
 */
export default function ScanQrScreen() {
  const { t } = useTranslation(['ticketing', 'errors']);
  const ids = { code: useId(), file: useId() };
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const checkIn = useCheckIn();
  const failedTitle = t('scan.failed');

  const send = async (text: string) => {
    const ticket = ticketCodeOf(text);
    if (!ticket) return;
    setOutcome(undefined);
    try {
      setOutcome({ kind: 'done', attendee: await checkIn.mutateAsync({ scan: ticket }) });
      setCode('');
    } catch (error) {
      setOutcome({ kind: 'failed', title: failedTitle, error });
    }
  };
  const { videoRef, state: cameraState, start, stop } = useCameraScan((text) => void send(text));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(undefined);
    const text = await decodeFile(file).catch(() => undefined);
    if (text) await send(text);
    else setOutcome({ kind: 'failed', title: failedTitle, detail: t('scan.noQr') });
  };

  const typed = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  const checkInHref = routeHref('check-in');
  const cameraOn = cameraState === 'on' || cameraState === 'starting';
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('scan.title')}</h1>
          <p className="text-muted-foreground">{t('scan.description')}</p>
        </div>
        {checkInHref ? (
          <Button asChild variant="outline">
            <Link to={checkInHref}>
              <Search aria-hidden className="size-4" />
              {t('scan.byName')}
            </Link>
          </Button>
        ) : null}
      </div>
      <CheckInOutcome outcome={outcome} />
      <Card className="space-y-4 p-4">
        <div className="relative overflow-hidden rounded-lg bg-black" hidden={!cameraOn}>
          <video ref={videoRef} muted playsInline className="aspect-square w-full object-cover" />
          <span aria-hidden className="absolute inset-[15%] rounded-xl border-4 border-white/80" />
        </div>
        {cameraState === 'unavailable' ? (
          <p role="alert" className="flex items-start gap-2 text-sm">
            <CameraOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('scan.noCamera')}
          </p>
        ) : null}
        {cameraState === 'on' ? (
          <p aria-live="polite" className="text-sm">
            {t('scan.looking')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {cameraOn ? (
            <Button type="button" variant="outline" onClick={stop}>
              <CameraOff aria-hidden className="size-4" />
              {t('scan.stop')}
            </Button>
          ) : (
            <Button type="button" onClick={() => void start()}>
              <Camera aria-hidden className="size-4" />
              {t('scan.start')}
            </Button>
          )}
          <Button asChild variant="outline">
            <label htmlFor={ids.file} className="cursor-pointer">
              <Upload aria-hidden className="size-4" />
              {t('scan.upload')}
            </label>
          </Button>
          <input
            id={ids.file}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => void upload(event)}
          />
        </div>
      </Card>
      <form onSubmit={typed} className="space-y-2">
        <Label htmlFor={ids.code}>{t('scan.code')}</Label>
        <div className="flex gap-2">
          <Input
            id={ids.code}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('scan.codePlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={255}
            className="min-w-0 flex-1"
          />
          <Button
            type="submit"
            disabled={checkIn.isPending || !code.trim()}
            aria-busy={checkIn.isPending || undefined}
          >
            {t('scan.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
