import type { Page } from '@playwright/test';

/** The URLs the page requests from now on whose path `isPath` accepts, in order: a list that grows as the page runs. */
export function urlsRequested(page: Page, isPath: (pathname: string) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isPath(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}
