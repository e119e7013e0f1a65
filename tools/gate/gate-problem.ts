/** One reason a candidate build is refused: which check, and one precise line for ops. */
export interface GateProblem {
  check: 'manifest' | 'exposes' | 'shared' | 'budget' | 'texts' | 'routes';
  message: string;
}

export const problem = (check: GateProblem['check'], message: string): GateProblem => ({ check, message });
