import { matchPath } from 'react-router-dom';
import { routesOfBuild } from './route-table';

const SHELL_PATHS = routesOfBuild().map(({ path }) => path);

/** Whether the shell's own route table claims the path (its page needs no remote's route list). */
export const isShellPath = (pathname: string) => SHELL_PATHS.some((path) => matchPath({ path, caseSensitive: true }, pathname) !== null);
