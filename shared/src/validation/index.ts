/** Validation helpers shared by the forms. React-free. */
export * from './phone';
export * from './schema';
