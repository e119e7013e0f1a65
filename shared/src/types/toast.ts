/** The toast kinds of the platform (spec 1 §4.7, spec 3 §8). */
export type ToastKind = 'success' | 'info' | 'warning' | 'danger';
