import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { fieldPathOf, showFormError } from './form-errors';

function renderForm() {
  return renderHook(() => useForm({ initialValues: { email: '', password: '' } })).result;
}

describe('fieldPathOf', () => {
  it('drops the request part of a problem path', () => {
    expect(fieldPathOf('body.email')).toBe('email');
    expect(fieldPathOf('query.limit')).toBe('limit');
    expect(fieldPathOf('body.profile.name')).toBe('profile.name');
    expect(fieldPathOf('nickname')).toBe('nickname');
  });
});

/** A 400 validation problem with one field error. */
function validationProblem(path: string, message: string) {
  return new ApiError({
    type: 'urn:problem:validation',
    title: 'Invalid request',
    status: 400,
    errors: [{ path, message }],
  });
}

describe('showFormError', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    {
      behaviour: 'puts a body.email error next to the email field without a notification',
      error: validationProblem('body.email', 'Invalid email address'),
      placed: true,
      fieldErrors: { email: 'Invalid email address' },
      notifications: [],
    },
    {
      behaviour: 'shows an error without fields as a red notification with its detail',
      error: new ApiError({
        type: 'urn:problem:unauthorized',
        title: 'Unauthorized',
        status: 401,
        detail: 'Invalid email or password',
      }),
      placed: false,
      fieldErrors: {},
      notifications: [{ color: 'red', message: 'Invalid email or password' }],
    },
    {
      behaviour: 'notifies about field errors for fields the form does not have',
      error: validationProblem('body.code', 'Enter the 6-digit code'),
      placed: false,
      fieldErrors: {},
      notifications: [{ color: 'red' }],
    },
  ])('$behaviour', ({ error, placed, fieldErrors, notifications: shown }) => {
    const show = vi.spyOn(notifications, 'show');
    const form = renderForm();
    act(() => {
      expect(showFormError(form.current, error)).toBe(placed);
    });
    expect(form.current.errors).toEqual(fieldErrors);
    expect(show.mock.calls.map(([notification]) => notification)).toEqual(
      shown.map((expected) => expect.objectContaining(expected)),
    );
  });
});
