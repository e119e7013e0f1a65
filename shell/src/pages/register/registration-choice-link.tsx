import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

// The dialog (and the modal it is built on) loads when first opened: `/` stays within its JS budget.
const RegistrationChoiceDialog = lazy(() =>
  import('./registration-choice-dialog').then(({ RegistrationChoiceDialog: Dialog }) => ({ default: Dialog })),
);

/** A link to /daftar that opens the registration choice dialog of spec 1 §2.7 instead (the link works without it). */
export function RegistrationChoiceLink({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to="/daftar"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <RegistrationChoiceDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
