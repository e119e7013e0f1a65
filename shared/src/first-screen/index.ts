export * from './contract';
export { createFirstScreenRenderer, serverI18n, serverServices, type FirstScreenRendererOptions } from './render-unit';
export { renderToHtml } from './render-to-html';
export { renderInPasses, type RenderPass } from './render-passes';
