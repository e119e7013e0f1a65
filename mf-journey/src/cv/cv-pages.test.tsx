import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createJourneyServices, mountJourneyPage, unmountJourneyPages } from '../test-support/journey-test-support';

afterEach(async () => {
  await unmountJourneyPages();
  window.localStorage.clear();
});

const PERSONAL = '/cv-templates/detail/modern/edit/personal/main';
const params = { templateId: 'modern', stepKey: 'personal', formId: 'main' };

test('a step keeps what was typed across a reload and asks for a valid email before going on', async () => {
  const first = createJourneyServices({ signedIn: true });
  const unit = await mountJourneyPage(first.services, PERSONAL, {}, params);
  const name = await screen.findByRole('textbox', { name: /Nama lengkap/ });
  await userEvent.type(name, 'Kirana Lestari');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'bukan-email');
  await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
  expect(await screen.findByText('Format email tidak valid.')).toBeInTheDocument();
  expect(first.navigate).not.toHaveBeenCalled();
  await unit.unmount();

  const second = createJourneyServices({ signedIn: true });
  await mountJourneyPage(second.services, PERSONAL, {}, params);
  expect(await screen.findByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Kirana Lestari');
  const email = screen.getByRole('textbox', { name: /Email/ });
  await userEvent.clear(email);
  await userEvent.type(email, 'kirana@contoh.id');
  await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
  await waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/cv-templates/detail/modern/edit/education/main'));
});

test('the preview shows the CV in the chosen template with the PDF download', async () => {
  window.localStorage.setItem(
    'klob-cv-draft:USR-1',
    JSON.stringify({
      templateId: 'klasik',
      personal: { fullName: 'Kirana Lestari', email: 'k@contoh.id' },
      education: {},
      experience: {},
      skills: { skills: 'React, SQL' },
    }),
  );
  const { services } = createJourneyServices({ signedIn: true });
  await mountJourneyPage(services, '/cv-preview');
  const cv = await screen.findByTestId('cv-document');
  expect(cv).toHaveTextContent('Kirana Lestari');
  expect(cv).toHaveTextContent('React, SQL');
  expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeInTheDocument();
});
