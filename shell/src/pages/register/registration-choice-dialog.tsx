import { css } from '@emotion/react';
import { useTranslation } from '@klob/shared/react-i18n';
import { useNavigate } from 'react-router-dom';
import { HOME_LANDING_PATH, PRODUCT_NAME } from '@klob/shared/constants';
import { Modal, bareListStyle, colors, fontSizes, radii, space } from '@klob/shared/ui';
import { createShellStorage } from '../../auth';

/** spec 1 §2.7: the fixed three-way choice and where each goes. */
export const REGISTRATION_CHOICES = [
  { id: 'klobber', path: '/daftar', title: 'registrationChoice.klobber', description: 'registrationChoice.klobberDescription' },
  {
    id: 'klobporate',
    path: '/klobporate',
    title: 'registrationChoice.klobporate',
    description: 'registrationChoice.klobporateDescription',
  },
  {
    id: 'society',
    path: '/klobsociety',
    title: 'registrationChoice.klobSociety',
    description: 'registrationChoice.klobSocietyDescription',
  },
] as const;

const listStyle = css`
  display: grid;
  gap: ${space(3)};
  ${bareListStyle}
  button {
    width: 100%;
    display: grid;
    gap: ${space(1)};
    text-align: left;
    padding: ${space(4)};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    border-color: ${colors.primary};
  }
  strong {
    color: ${colors.primary};
    font-size: ${fontSizes.md};
  }
  span {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

export interface RegistrationChoiceDialogProps {
  open: boolean;
  onClose(): void;
  /** The section the registration starts from (spec 1 §2.7); /home/kloboard when none. */
  from?: string;
}

/** 'Kamu daftar sebagai apa?' (spec 1 §2.7). Klobber remembers `from` locally, then opens /daftar. */
export function RegistrationChoiceDialog({ open, onClose, from }: RegistrationChoiceDialogProps) {
  if (!open) return null;
  return <ChoiceDialog onClose={onClose} from={from} />;
}

function ChoiceDialog({ onClose, from }: Omit<RegistrationChoiceDialogProps, 'open'>) {
  const { t, ready } = useTranslation('auth');
  const navigate = useNavigate();
  if (!ready) return null;
  const choose = (choice: (typeof REGISTRATION_CHOICES)[number]) => {
    if (choice.id === 'klobber') createShellStorage().from.write(from ?? HOME_LANDING_PATH);
    onClose();
    navigate(choice.path);
  };
  return (
    <Modal open onClose={onClose} title={t('registrationChoice.title')}>
      <ul css={listStyle}>
        {REGISTRATION_CHOICES.map((choice) => (
          <li key={choice.id}>
            <button type="button" onClick={() => choose(choice)}>
              <strong>{t(choice.title, { product: PRODUCT_NAME })}</strong>
              <span>{t(choice.description)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
