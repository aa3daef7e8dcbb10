import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import sharp from "sharp";

// A camera for the journeys that scan a QR code: Chromium plays a video file as its webcam with
// `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`. The file is a Y4M (YUV 4:2:0) video of
// a few identical frames showing the code in the middle of a white picture.

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/** Writes a Y4M video of the QR code of `text` into a fresh temporary folder; returns its path. */
export async function qrCodeVideo(text: string): Promise<string> {
  // Large, with the standard quiet zone of four modules, and smaller than the picture's height.
  const png = await QRCode.toBuffer(text, { errorCorrectionLevel: "M", margin: 4, width: 420, type: "png" });
  const rgb = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#ffffff" } })
    .composite([{ input: png, gravity: "center" }])
    .removeAlpha()
    .raw()
    .toBuffer();

  // Full-range BT.601 (the 'C420jpeg' of the header), chroma averaged over each 2 x 2 block.
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      y[row * WIDTH + col] = clamp(0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2]);
    }
  }
  for (let row = 0; row < HEIGHT / 2; row++) {
    for (let col = 0; col < WIDTH / 2; col++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ]) {
        const i = ((row * 2 + dy) * WIDTH + col * 2 + dx) * 3;
        r += rgb[i] / 4;
        g += rgb[i + 1] / 4;
        b += rgb[i + 2] / 4;
      }
      u[row * (WIDTH / 2) + col] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[row * (WIDTH / 2) + col] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }

  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, u, v]);
  const video = Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array(FRAMES).fill(frame)]);
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "fake-camera-")), "qr.y4m");
  await writeFile(file, video);
  return file;
}
