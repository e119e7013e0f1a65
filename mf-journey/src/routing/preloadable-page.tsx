import { useEffect, useState, type ComponentType } from 'react';
import { ErrorState, SkeletonList } from '../common/state-views';
import { pageStyle } from '../common/styles';

export interface PreloadablePage {
  /** Renders the page: at once when its code is loaded, else a skeleton until it is. */
  Page: ComponentType;
  /** Starts loading the page's code (a card's hover or focus); later calls share the load. */
  preload(): Promise<ComponentType>;
}

/**
 * A page in its own chunk without React.lazy: a lazy component suspends on every first render, and
 * React holds a Suspense boundary's content back for its reveal throttle (300 ms), even when the chunk
 * was preloaded. Here a loaded page renders in the same commit as the click.
 */
export function preloadablePage(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Page() {
    const [component, setComponent] = useState<{ page: ComponentType } | null>(() => (loaded ? { page: loaded } : null));
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (component) return;
      let current = true;
      preload().then(
        (page) => current && setComponent({ page }),
        (error: unknown) => {
          console.error('[klob] a mf-journey page could not be loaded', error);
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [component, attempt]);
    if (failed) {
      return (
        <div css={pageStyle}>
          <ErrorState
            retry={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          />
        </div>
      );
    }
    if (!component) {
      return (
        <div css={pageStyle}>
          <SkeletonList count={3} />
        </div>
      );
    }
    const Loaded = component.page;
    return <Loaded />;
  }

  return { Page, preload };
}
