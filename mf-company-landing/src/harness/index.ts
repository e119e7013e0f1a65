// Development only: runs this remote alone (`pnpm --filter @klob/mf-company-landing dev`).
import('./bootstrap');
