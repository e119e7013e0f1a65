import type { KlobServices } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import { REVERSE_GEOCODE_PATH, type ReverseGeocodeQuery, type ReverseGeocodeResult } from '@klob/shared/api-contract/platform';

/** The browser's position, asked only now (the browser asks the user); rejects when refused or unavailable. */
function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, { maximumAge: 600_000, timeout: 15_000 }));
}

/**
 * spec 1 §1, §7: the language from the browser location. The position goes to the api's reverse
 * geocoding (Indonesia -> id, elsewhere -> en) and the answer becomes the language on the bus
 * (which the shell stores under `defaultLanguage`). A refusal or failure changes nothing.
 */
export async function chooseLanguageFromLocation(
  { http, bus }: Pick<KlobServices, 'http' | 'bus'>,
  geolocation = navigator.geolocation,
): Promise<boolean> {
  if (!geolocation) return false;
  try {
    const { coords } = await currentPosition(geolocation);
    const params: ReverseGeocodeQuery = { lat: coords.latitude, lng: coords.longitude };
    const answer = await http.service.get<Envelope<ReverseGeocodeResult>>(REVERSE_GEOCODE_PATH, { params: { ...params } });
    bus.setState('language', answer.result.language);
    return true;
  } catch (error) {
    console.warn('[klob] the language could not be chosen from the location', error);
    return false;
  }
}
