export { EnsiklobediaDetailPage } from './ensiklobedia-detail-page';
export { EnsiklobediaPage } from './ensiklobedia-page';
export { KaleidosklobDetailPage } from './kaleidosklob-detail-page';
export { KaleidosklobPage } from './kaleidosklob-page';
export { KlobAndCoPage } from './klob-and-co-page';
export { KlobMeterDetailPage } from './klob-meter-detail-page';
export { KlobMeterPage } from './klob-meter-page';
