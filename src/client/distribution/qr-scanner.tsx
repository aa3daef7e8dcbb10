import { useEffect, useEffectEvent, useRef, useState } from "react";
import jsQR from "jsqr";
import { Spinner } from "../components/ui/spinner";

// The camera and the QR decoder of 'Scanner un code' (docs/product.md#handing-over). Loaded only when a member opens
// the scanner on the distribution screen (React.lazy): jsQR never reaches the public pages. Frames are read a few
// times a second, scaled down to 640 px, and decoded in the page: no worker, nothing sent anywhere.

const FRAME_INTERVAL_MS = 120;
const MAX_FRAME_SIDE = 640;

export const CAMERA_REFUSED =
  "Impossible d'ouvrir la caméra : autorisez-la dans votre navigateur, ou recherchez la commande par un nom ou une référence.";

type QrScannerProps = {
  /** The text of the first code read; the camera is stopped before this is called. */
  onCode: (text: string) => void;
};

export function QrScanner({ onCode }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"starting" | "scanning" | "refused">("starting");
  const found = useEffectEvent((text: string) => onCode(text));

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });

    const readFrame = () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      if (context && video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" });
        if (code?.data) {
          stop();
          found(code.data);
          return;
        }
      }
      timer = window.setTimeout(readFrame, FRAME_INTERVAL_MS);
    };

    async function start() {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error("no camera");
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch {
        if (!stopped) setState("refused");
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => {});
      setState("scanning");
      readFrame();
    }
    void start();
    return stop;
  }, []);

  if (state === "refused") {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-base font-medium text-red-900">
        {CAMERA_REFUSED}
      </p>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-2xl bg-chocolate">
      <video ref={videoRef} muted playsInline className="aspect-square w-full object-cover" aria-label="Image de la caméra" />
      {/* The frame to aim with. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-[12%] rounded-2xl border-4 border-white/80" />
      {state === "starting" ? (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-cream">
          <Spinner className="size-8 text-cream" />
          Ouverture de la caméra...
        </div>
      ) : null}
    </div>
  );
}
