export * from './form-field';
export * from './text-field';
export * from './password-field';
export * from './input-style';
