/** Validation helpers shared by the forms. React-free. */
export * from './rich-text';
export * from './phone';
