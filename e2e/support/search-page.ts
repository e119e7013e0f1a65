import type { Page } from '@playwright/test';

/** The header's search box of mf-search, and the shell's stand-in shown to visitors until it is asked for. */
export function searchBox(page: Page) {
  const root = page.getByTestId('search-box');
  return {
    root,
    standIn: page.getByTestId('search-box-stand-in'),
    input: root.getByRole('combobox'),
    list: root.getByRole('listbox'),
    /** The option aria-activedescendant points at. */
    active: root.locator('[role="option"][aria-selected="true"]'),
  };
}
