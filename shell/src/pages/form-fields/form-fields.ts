import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** What a shell field shows about its value: the error, and whether to show it yet. */
export interface FieldFeedback {
  error: string | undefined;
  touched: boolean;
}

/**
 * The props every shell form field takes from react-hook-form. `field(name)` is the registration
 * with the feedback (for TextField, PasswordField, SelectField); `feedback(name)` alone suits a
 * FormField whose control is registered inside it. An error shows once the field was left or the
 * form was submitted.
 */
export function formFields<T extends FieldValues>({ register, formState }: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  // Read during render: react-hook-form re-renders only for the form state a render reads.
  const { errors, touchedFields, isSubmitted } = formState;
  const feedback = (name: FieldPath<T>): FieldFeedback => ({
    error: (get(errors, name) as FieldError | undefined)?.message,
    touched: Boolean(get(touchedFields, name)) || isSubmitted,
  });
  const field = (name: FieldPath<T>) => ({ ...register(name), ...feedback(name) });
  return { field, feedback };
}
