import {
  ApiError,
  errorEntry,
  errorMessage,
  fieldErrorsText,
  firstFieldError,
  serverWords,
  unwrap,
  type ErrorMessages,
} from './api';

const answer = (status: number, error?: unknown) =>
  Promise.resolve({ error, response: new Response(null, { status }) });

async function failureOf(status: number, body?: unknown): Promise<ApiError> {
  try {
    await unwrap(answer(status, body));
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('unwrap did not throw an ApiError');
}

describe('unwrap', () => {
  it('carries the status, detail and code of an error answer', async () => {
    const error = await failureOf(400, { detail: 'User is already a member', code: 'already_member' });
    expect(error).toMatchObject({ status: 400, detail: 'User is already a member', code: 'already_member' });
  });

  it('carries the fields of a 422 and its code', async () => {
    const error = await failureOf(422, {
      detail: [{ loc: ['body', 'name'], msg: 'This field is required', type: 'value_error.missing' }],
      code: 'validation_failed',
    });
    expect(error).toMatchObject({
      status: 422,
      detail: 'This field is required',
      fieldErrors: { name: 'This field is required' },
      code: 'validation_failed',
    });
  });

  it('has no code for an answer that is not the API’s own', async () => {
    const error = await failureOf(502, 'Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(error.detail).toBeUndefined();
  });
});

describe('errorMessage', () => {
  const messages: ErrorMessages = {
    byCode: { already_member: 'Already a member', weak_password: serverWords },
    byStatus: { 400: 'Invalid request', 403: 'Not allowed', 409: serverWords },
  };

  it('takes the code’s message before the status’s', () => {
    expect(errorMessage(new ApiError(400, 'words', {}, 'already_member'), 'Failed', messages)).toBe(
      'Already a member',
    );
    expect(errorMessage(new ApiError(400, 'words', {}, 'bad_request'), 'Failed', messages)).toBe(
      'Invalid request',
    );
    expect(errorMessage(new ApiError(403, 'words', {}, 'forbidden'), 'Failed', messages)).toBe('Not allowed');
  });

  it('never reads the wording: a detail that says the same thing without the code is not matched', () => {
    expect(errorMessage(new ApiError(400, 'User is already a member'), 'Failed', messages)).toBe(
      'Invalid request',
    );
  });

  it('makes a message from the answer, and goes on when the answer has none to give', () => {
    expect(
      errorMessage(new ApiError(400, 'Password too short', {}, 'weak_password'), 'Failed', messages),
    ).toBe('Password too short');
    expect(errorMessage(new ApiError(409, 'Held by Hamlet', {}, 'conflict'), 'Failed', messages)).toBe(
      'Held by Hamlet',
    );
    expect(errorMessage(new ApiError(409, undefined), 'Failed', messages)).toBe('Failed');
  });

  it('uses the server’s own words when asked, and the fallback for anything else', () => {
    expect(errorMessage(new ApiError(500, 'Internal server error'), 'Failed', { useDetail: true })).toBe(
      'Internal server error',
    );
    expect(errorMessage(new ApiError(500, 'Internal server error'), 'Failed')).toBe('Failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed', messages)).toBe('Failed');
  });
});

describe('errorEntry', () => {
  const fields = { byCode: { invalid_role: 'role' }, byStatus: { 409: 'email' } } as const;

  it('finds the entry by code, then by status, and nothing for other failures', () => {
    expect(errorEntry(new ApiError(400, 'x', {}, 'invalid_role'), fields)).toBe('role');
    expect(errorEntry(new ApiError(409, 'x', {}, 'conflict'), fields)).toBe('email');
    expect(errorEntry(new ApiError(400, 'x', {}, 'bad_request'), fields)).toBeUndefined();
    expect(errorEntry(new Error('x'), fields)).toBeUndefined();
  });
});

describe('field messages', () => {
  const invalid = new ApiError(
    422,
    'Too long',
    { name: 'Too long', notes: 'Must be text' },
    'validation_failed',
  );

  it('name the first field, or every field', () => {
    expect(firstFieldError(invalid)).toBe('Too long');
    expect(fieldErrorsText(invalid)).toBe('Validation errors: name: Too long, notes: Must be text');
    expect(fieldErrorsText(new ApiError(422, undefined))).toBeUndefined();
  });
});
