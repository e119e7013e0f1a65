export * from './contract';
export { createFirstScreenRenderer, renderToHtml, serverI18n, serverServices, type FirstScreenRendererOptions } from './render-unit';
