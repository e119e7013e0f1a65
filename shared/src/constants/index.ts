/** Every business constant of §9 of the three specs, and the other numbers and texts they fix. React-free. */
export * from './product';
export * from './language';
export * from './storage';
export * from './session';
export * from './nps';
export * from './search';
export * from './commerce';
export * from './forms';
export * from './upload';
export * from './chat';
export * from './events';
export * from './bus';
export * from './time-limits';
export * from './home-pages';
