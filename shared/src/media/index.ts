export * from './image-size';
