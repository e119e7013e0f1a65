import { startTransition } from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';

/**
 * react-dom/client as single-spa-react uses it, with each unit's renders (its mount and each update) made transitions:
 * React renders a unit in slices with the page answering in between, not in one long task on a phone (issue 25).
 * single-spa-react still resolves a mount once the unit's first render is committed.
 */
export const transitionRoots: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options): Root {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
