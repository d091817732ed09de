import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, jsonResponse } from '@scenedock/ui/testing';
import { ConfirmContactEmailPage } from './ConfirmContactEmailPage';
import { renderScreen } from '../test/render';

describe('ConfirmContactEmailPage', () => {
  it('confirms only on a click, with the token of the link', async () => {
    const fake = fakeClient(() =>
      jsonResponse(200, {
        message: 'The contact address of Westbrook is confirmed.',
        department_name: 'Westbrook',
      }),
    );
    renderScreen(<ConfirmContactEmailPage />, {
      path: '/confirm-contact-email?token=abc',
      route: '/confirm-contact-email',
      client: fake.client,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The contact address of Westbrook is confirmed.',
    );
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      path: '/departments/contact-confirmation',
      init: { body: { token: 'abc' } },
    });
  });

  it('shows why a link does not work', async () => {
    const fake = fakeClient(() =>
      jsonResponse(400, { detail: 'This confirmation link is invalid or has expired' }),
    );
    renderScreen(<ConfirmContactEmailPage />, {
      path: '/confirm-contact-email?token=old',
      route: '/confirm-contact-email',
      client: fake.client,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired',
    );
  });
});
