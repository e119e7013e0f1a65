export * from './image-size';
export * from './resize-image';
