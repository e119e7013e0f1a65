import { createMountable, type UnitLifecycles } from '@klob/shared';
import { BUS_VERSION, TRANSLATIONS_WAIT_MS } from '@klob/shared/constants';
import { JourneyPage } from '../app/journey-page';
import { JOURNEY_NAMESPACE } from '../common/use-journey';
import { loadJourneyPage } from '../routing/journey-routes';

const unit = createMountable(JourneyPage, { name: 'journey-page', namespaces: [JOURNEY_NAMESPACE], busVersion: BUS_VERSION });

/** The page's code, or the limit: a hanging chunk delays the unit, never blanks it (its skeleton shows until it arrives). */
function pageCodeWithin(pathname: string, limitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
  return Promise.race([loadJourneyPage(pathname), waited]).finally(() => clearTimeout(timer));
}

/**
 * The unit mounts with its page's code loaded (issue 25): its first render is the page the server's markup
 * shows, not a skeleton in its place, so taking the markup over moves nothing.
 */
const journeyPage: UnitLifecycles = {
  ...unit,
  // A hovered link to a journey page (a job card on /jobs) loads that page's code before the click.
  preload: loadJourneyPage,
  mount: async (props) => {
    await pageCodeWithin(props.pathname, TRANSLATIONS_WAIT_MS);
    return unit.mount(props);
  },
};

export default journeyPage;
