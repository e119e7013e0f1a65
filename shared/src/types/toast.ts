import { literal, type Infer } from '../validation/schema';

/** The toast kinds of the platform (spec 1 §4.7, spec 3 §8). */
export const toastKindSchema = literal('success', 'info', 'warning', 'danger');
export type ToastKind = Infer<typeof toastKindSchema>;
