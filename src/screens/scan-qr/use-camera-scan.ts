import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeDrawable } from './decode-qr';
import { useLatest } from '@/lib/use-latest';

export type CameraState = 'off' | 'starting' | 'on' | 'unavailable';

/** How often a frame is read: often enough to feel instant, rarely enough to leave the phone cool. */
const EVERY_MS = 250;

/**
 * The back camera into a video element, read for a QR code a few times a second; `onCode` gets the first
 * text found and the camera stops. No camera, or permission refused: `unavailable` (the upload and typed-code
 * fallbacks stay). The camera is always released when the screen goes.
 */
export function useCameraScan(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | undefined>(undefined);
  const timerRef = useRef<number | undefined>(undefined);
  const onCodeRef = useLatest(onCode);
  const [state, setState] = useState<CameraState>('off');

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = undefined;
    setState((now) => (now === 'unavailable' ? now : 'off'));
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play();
      setState('on');
      timerRef.current = window.setInterval(() => {
        const text = decodeDrawable(video, video.videoWidth, video.videoHeight);
        if (text) {
          stop();
          onCodeRef.current(text);
        }
      }, EVERY_MS);
    } catch {
      stop();
      setState('unavailable');
    }
  }, [onCodeRef, stop]);

  useEffect(() => stop, [stop]);
  return { videoRef, state, start, stop };
}
