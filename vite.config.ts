import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/uploads": `http://127.0.0.1:${apiPort}`,
      "/dev/mails": `http://127.0.0.1:${apiPort}`,
      "/pay": `http://127.0.0.1:${apiPort}`,
    },
  },
});
