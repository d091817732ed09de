import type { ErrorCode } from '@scenedock/openapi';
import { ApiError } from '@scenedock/ui';
import { editUserFailure, inviteFailure, resetPasswordMessage, roleChangeMessage } from './errors';

const refused = (status: number, detail: string, code: ErrorCode) => new ApiError(status, detail, {}, code);

describe('inviteFailure', () => {
  it.each([
    ['already_member', 'email', 'User is already a member of this department'],
    ['email_taken', 'email', 'User is already a member of this department'],
    ['invalid_email', 'email', 'Please enter a valid email address'],
    ['invalid_role', 'role', 'Invalid role selected. Please choose a valid role.'],
  ] as const)('puts %s on the %s field', (code, field, message) => {
    expect(inviteFailure(refused(400, 'server words', code), 'Failed')).toEqual({ field, message });
  });

  it('shows a weak password in the server’s words on the password field', () => {
    const rule = 'Password must be at least 8 characters';
    expect(inviteFailure(refused(400, rule, 'weak_password'), 'Failed')).toEqual({
      field: 'password',
      message: rule,
    });
  });

  it('maps by code, not by wording: another 400 is shown as the server words it', () => {
    expect(inviteFailure(refused(400, 'User is already a member', 'bad_request'), 'Failed')).toEqual({
      message: 'User is already a member',
    });
  });

  it('puts a 409 on the email field and a 422 on the field it names', () => {
    expect(inviteFailure(refused(409, 'This record already exists', 'conflict'), 'Failed')).toEqual({
      field: 'email',
      message: 'A user with this email already exists in this department',
    });
    const invalid = new ApiError(422, 'Too long', { last_name: 'Too long' }, 'validation_failed');
    expect(inviteFailure(invalid, 'Failed')).toEqual({ field: 'last_name', message: 'Too long' });
  });
});

describe('editUserFailure', () => {
  it('shows a refused email address on its field in the server’s words', () => {
    expect(editUserFailure(refused(400, 'A user with this email already exists', 'email_taken'))).toEqual({
      field: 'email',
      message: 'A user with this email already exists',
    });
    expect(editUserFailure(refused(400, 'Invalid email address', 'invalid_email'))).toEqual({
      field: 'email',
      message: 'Invalid email address',
    });
  });

  it('toasts anything else', () => {
    expect(
      editUserFailure(refused(400, 'This user has not accepted their invitation yet', 'invitation_pending')),
    ).toEqual({
      message: 'Failed to update user. Please try again.',
    });
    expect(editUserFailure(refused(403, 'x', 'forbidden'))).toEqual({
      message: 'You do not have permission to edit this user',
    });
  });
});

describe('roleChangeMessage and resetPasswordMessage', () => {
  it('word an invalid role by its code, and a refused reset in the server’s words', () => {
    expect(roleChangeMessage(refused(400, 'Invalid role. Choose one of: student', 'invalid_role'))).toBe(
      'Invalid role selected. Please choose a valid role.',
    );
    expect(roleChangeMessage(refused(400, 'Invalid role', 'bad_request'))).toBe('Failed to update user role');
    expect(
      resetPasswordMessage(refused(400, 'Cannot reset password for inactive user', 'user_inactive')),
    ).toBe('Cannot reset password for inactive user');
  });
});
