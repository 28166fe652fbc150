import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const backend = process.env["BACKEND_URL"] ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env["VITE_PORT"] ?? 5173),
    proxy: {
      "/graphql": { target: backend, changeOrigin: true },
      "/api": { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
  },
});
