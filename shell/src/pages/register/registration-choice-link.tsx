import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RegistrationChoiceDialog } from './registration-choice-dialog';

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
      <RegistrationChoiceDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
