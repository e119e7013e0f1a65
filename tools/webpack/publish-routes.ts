import webpack from 'webpack';
import { PUBLISHED_ROUTES_FILE, publishedRoutesFile, type RouteRecord } from '@klob/shared/routes';

/**
 * Writes the app's routes (its webpack.config.ts `routes`) to dist/klob-routes.json, beside its entry, where the
 * shell's server reads them at run time (docs/ARCHITECTURE.md "Routes"). An invalid list fails the build.
 */
export class PublishRoutesPlugin {
  constructor(
    private readonly app: string,
    private readonly routes: readonly RouteRecord[],
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PublishRoutesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PublishRoutesPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            compilation.emitAsset(PUBLISHED_ROUTES_FILE, new webpack.sources.RawSource(publishedRoutesFile(this.app, this.routes)));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`Invalid published routes:\n${(error as Error).message}`));
          }
        },
      );
    });
  }
}
