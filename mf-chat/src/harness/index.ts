// Development only: runs this remote alone (`pnpm --filter @klob/mf-chat dev`).
import('./bootstrap');
